import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../../src/admin/api/programme.ts';
import {
  fieldsLabel,
  importCounts,
  importDetail,
  importHeadline,
  removalCost,
} from '../../../../src/admin/programme-diff.ts';

const session = (title: string) => ({ guid: title, title, start: '2026-03-14T11:00:00+00:00', room: 'A' });

const report = (over: Partial<ImportReport> = {}): ImportReport => ({
  format: 'frab-xml',
  conference: 'Conf',
  isApplied: false,
  added: [session('New one'), session('Another')],
  changed: [{ ...session('Moved'), fields: ['room', 'start'] }],
  removed: [{ ...session('Gone'), stars: 3, badgeId: 7 }],
  unchanged: 40,
  keptHandMade: 0,
  speakers: 1,
  rooms: 4,
  ...over,
});

describe('the import summary', () => {
  it('counts added, changed, removed and unchanged sessions', () => {
    expect(importCounts(report()).map((c) => `${c.count} ${c.label}`)).toEqual([
      '2 added',
      '1 changed',
      '1 removed',
      '40 unchanged',
    ]);
  });

  it('says what a preview would do and what an apply did', () => {
    expect(importHeadline(report())).toBe('Would add 2, change 1 and remove 1 session');
    expect(importHeadline(report({ isApplied: true, removed: [] }))).toBe(
      'Added 2, changed 1 and removed 0 sessions',
    );
    expect(importHeadline(report({ added: [], changed: [], removed: [] }))).toMatch(/^Nothing would change/);
  });

  it('names the changed fields in words', () => {
    expect(fieldsLabel(['start', 'room', 'speakers'])).toBe('start time, room, speakers');
    expect(fieldsLabel(['colour'])).toBe('colour');
  });

  it('says the stars a removed session loses and the badge it leaves unlinked', () => {
    const [removed] = report().removed;
    if (!removed) throw new Error('fixture');
    expect(removalCost(removed, (id) => (id === 7 ? 'Rust talk' : null))).toBe(
      'loses 3 stars · its badge Rust talk stays, unlinked',
    );
    expect(removalCost({ ...removed, stars: 1, badgeId: 9 }, () => null)).toBe(
      'loses 1 star · its badge #9 stays, unlinked',
    );
    expect(removalCost({ ...removed, stars: 0, badgeId: null }, () => null)).toBe('no stars lost');
  });

  it('tells the speakers, rooms and hand-made sessions kept', () => {
    expect(importDetail(report({ keptHandMade: 2 }))).toBe('1 speaker · 4 rooms · 2 made by hand kept');
  });
});
