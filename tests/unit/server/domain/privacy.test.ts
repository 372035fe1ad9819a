// Who reads an attendee's email and owed items (domain/privacy.ts; issues 7 and 21).
import { describe, expect, it } from 'vitest';
import { withOwedVisible, withVisibleName, type Viewer } from '../../../../server/domain/privacy.ts';

const ID = '2bba7478-276f-4946-b66d-8475960d899c';
const OWED = [
  { id: 1, notRedeemed: 2 },
  { id: 2, notRedeemed: 0 },
];

describe('withOwedVisible', () => {
  it('keeps the counts for the attendee (any case of the id) and staff, 0 for everyone else', () => {
    const cases: [Viewer, number[]][] = [
      [{ type: 'attendee', attendeeId: ID.toUpperCase() }, [2, 0]],
      [{ type: 'staff' }, [2, 0]],
      [{ type: 'attendee', attendeeId: '00000000-0000-4000-8000-000000000000' }, [0, 0]],
      [{ type: 'company' }, [0, 0]],
      [{ type: null }, [0, 0]],
    ];
    for (const [viewer, counts] of cases) {
      const shown = withOwedVisible(viewer, ID, OWED);
      expect([viewer, shown]).toEqual([viewer, OWED.map((o, i) => ({ ...o, notRedeemed: counts[i] }))]);
    }
  });
});

describe('withVisibleName (issue 23: nicknames only for other attendees)', () => {
  const row = { id: 'ab-1', name: 'Inês Real', nickname: 'inês' };
  it('keeps the real name for staff, companies and the attendee themself', () => {
    for (const viewer of [
      { type: 'staff' },
      { type: 'company' },
      { type: 'attendee', attendeeId: 'AB-1' },
    ] as const) {
      expect(withVisibleName(viewer, row).name).toBe('Inês Real');
    }
  });
  it('puts the nickname in `name` for other attendees and anonymous callers', () => {
    for (const viewer of [{ type: 'attendee', attendeeId: 'other' }, { type: null }] as const) {
      expect(withVisibleName(viewer, row)).toEqual({ ...row, name: 'inês' });
    }
  });
});
