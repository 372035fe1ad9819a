import { describe, expect, it } from 'vitest';
import { toBadgeSessions } from '../../../../src/api/programme-badges.ts';
import { WireError } from '../../../../src/api/wire.ts';

const session = (id: string, title: string, badge?: number) => ({
  id,
  guid: id,
  title,
  type: 'Talk',
  day: '2026-03-13',
  start: '2026-03-13T09:00:00+00:00',
  end: '2026-03-13T10:00:00+00:00',
  ...(badge === undefined ? {} : { badge_id: badge }),
});

describe('toBadgeSessions', () => {
  it('maps each badge to the session carrying it and passes over sessions without one', () => {
    const map = toBadgeSessions({
      sessions: [session('a', 'Rust', 12), session('b', 'Lunch'), session('c', 'Kubernetes', 13)],
    });
    expect([...map]).toEqual([
      [12, { sessionId: 'a', title: 'Rust' }],
      [13, { sessionId: 'c', title: 'Kubernetes' }],
    ]);
  });

  it('refuses a body of another shape', () => {
    expect(() => toBadgeSessions({ data: [] })).toThrow(WireError);
  });
});
