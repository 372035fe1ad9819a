// The lead merge (issue 29): the last edit per field by the device's time, whatever order edits
// arrive in (every permutation of a set of edits, ties included, ends the same), and the edit
// time read from Occurred-At.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LEAD,
  editTime,
  mergeLeadEdit,
  readLeadEdit,
  readTagList,
  type LeadEdit,
} from '../../../../server/companies/lead-rules.ts';

const t = (second: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, second));
const EDITS: [LeadEdit, Date][] = [
  [{ rating: 'warm', note: 'a' }, t(1)],
  [{ rating: 'hot' }, t(3)],
  [{ note: 'b', tags: ['x'] }, t(2)],
  [{ rating: 'cold', followUp: true }, t(3)], // ties the rating at 3 s: the value decides
  [{ tags: [], followUp: false }, t(1)],
];

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('mergeLeadEdit', () => {
  it('ends at the last edit per field in every one of the 120 orders', () => {
    const results = permutations(EDITS).map((order) =>
      order.reduce((lead, [edit, at]) => mergeLeadEdit(lead, edit, at), EMPTY_LEAD),
    );
    expect(results).toHaveLength(120);
    for (const result of results) {
      expect(result).toEqual({
        rating: 'hot', // '"hot"' > '"cold"' at the same time
        tags: ['x'],
        note: 'b',
        followUp: true,
        editedAt: { rating: t(3), tags: t(2), note: t(2), followUp: t(3) },
      });
    }
  });
});

describe('editTime', () => {
  const now = t(30);
  it('keeps a past device time, even an old one, and takes a time ahead beyond 2 min or none as now', () => {
    expect(editTime('2026-11-22T09:00:00.250Z', now)).toEqual(new Date('2026-11-22T09:00:00.250Z'));
    expect(editTime('2026-11-20T09:00:00+01:00', now)).toEqual(new Date('2026-11-20T08:00:00Z'));
    expect(editTime(new Date(now.getTime() + 60_000).toISOString(), now)).toEqual(
      new Date(now.getTime() + 60_000),
    );
    expect(editTime(new Date(now.getTime() + 180_000).toISOString(), now)).toBe(now);
    expect(editTime('yesterday', now)).toBe(now);
    expect(editTime(undefined, now)).toBe(now);
  });
});

describe('reading the wire', () => {
  it('keeps a tag list trimmed and without repeats, and refuses one too long', () => {
    expect(readTagList([' a ', 'A', '', 'b'])).toEqual({ value: ['a', 'b'] });
    expect(readTagList(['x'.repeat(41)])).toEqual({
      errors: { tags: ['should be at most 40 characters each'] },
    });
  });

  it('maps follow_up and the list’s spelling of tags', () => {
    expect(readLeadEdit({ tags: ['HIRING'], follow_up: false }, ['hiring'])).toEqual({
      value: { tags: ['hiring'], followUp: false },
    });
  });
});
