import { describe, expect, it } from 'vitest';
import type { Badge } from '../../../../../src/api/me.ts';
import { groupBadges } from '../../../../../src/attendee/attendee-page/attendee-badge-groups.ts';

const badge = (id: number, type: number): Badge => ({
  id,
  type,
  name: `Badge ${id}`,
  description: '',
  avatar: null,
  begin: new Date(0),
  end: new Date(0),
  tokens: 0,
});

describe('groupBadges', () => {
  it('groups by type in code order, type 0 (extras) last and unknown types after them', () => {
    const groups = groupBadges([
      badge(1, 6),
      badge(2, 0),
      badge(3, 4),
      badge(4, 6),
      badge(5, 42),
      badge(6, 3),
    ]);
    expect(groups.map((g) => [g.label, g.badges.map((b) => b.id)])).toEqual([
      ['General', [6]],
      ['Booths', [3]],
      ['Talks', [1, 4]],
      ['Checkpoints', [2]],
      ['Other', [5]],
    ]);
  });

  it('has no groups without badges', () => {
    expect(groupBadges([])).toEqual([]);
  });
});
