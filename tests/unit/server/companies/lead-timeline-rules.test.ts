// A lead's timeline steps (issue 29): the booth member's name as a phone sends it, one step per
// field an edit sets, and the scan first even when it was never stored.
import { describe, expect, it } from 'vitest';
import {
  readBoothMember,
  stepsOfEdit,
  timelineOf,
} from '../../../../server/companies/lead-timeline-rules.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute));

describe('readBoothMember', () => {
  it('folds spaces, cuts to 60 characters and takes blank or non-text as no name', () => {
    expect(readBoothMember('  Ana \n Lima ')).toBe('Ana Lima');
    expect(readBoothMember('x'.repeat(80))).toBe('x'.repeat(60));
    expect(readBoothMember('   ')).toBeNull();
    expect(readBoothMember(42)).toBeNull();
    expect(readBoothMember(undefined)).toBeNull();
  });
});

describe('stepsOfEdit', () => {
  it('adds one step per field set, values as the sheet shows them', () => {
    expect(stepsOfEdit({ rating: null, tags: ['ml', 'hiring'], followUp: false }, 'Rui', at(1))).toEqual([
      { kind: 'rating', member: 'Rui', value: null, at: at(1) },
      { kind: 'tags', member: 'Rui', value: 'ml, hiring', at: at(1) },
      { kind: 'follow_up', member: 'Rui', value: 'no', at: at(1) },
    ]);
  });

  it('keeps the start of a long note', () => {
    const [step] = stepsOfEdit({ note: 'a'.repeat(500) }, null, at(1));
    expect(step!.value).toBe(`${'a'.repeat(139)}…`);
    expect(stepsOfEdit({ note: 'short' }, null, at(1))[0]!.value).toBe('short');
  });
});

describe('timelineOf', () => {
  it('puts the scan first at the visit time when none was stored, then the steps by time', () => {
    const edit = { kind: 'note' as const, member: 'Ana', value: 'x', at: at(5) };
    const early = { kind: 'rating' as const, member: 'Rui', value: 'hot', at: at(3) };
    expect(timelineOf([edit, early], at(1))).toEqual([
      { kind: 'scan', member: null, value: null, at: at(1) },
      early,
      edit,
    ]);
  });

  it('keeps a stored scan (with its member) and adds none', () => {
    const scan = { kind: 'scan' as const, member: 'Ana', value: null, at: at(2) };
    const rating = { kind: 'rating' as const, member: 'Ana', value: 'hot', at: at(2) };
    expect(timelineOf([rating, scan], at(9))).toEqual([scan, rating]);
  });
});
