import { describe, expect, it } from 'vitest';
import { toPrize, toPrizes } from '../../../../src/api/prizes.ts';

describe('prizes wire → view (provider-api.md §3 PrizeJSON)', () => {
  it('maps a prize and unwraps the list', () => {
    const wire = { id: 1, name: 'Air Fryer', avatar: null, max_amount_per_attendee: 1, stock: 1 };
    expect(toPrize(wire)).toEqual({
      id: 1,
      name: 'Air Fryer',
      avatar: null,
      maxPerAttendee: 1,
      stock: 1,
      isNothing: false,
    });
    // Ours (issue 23): a "nothing / try again" slice; the provider's answer has no such field.
    expect(toPrize({ ...wire, name: 'Try again', is_nothing: true }).isNothing).toBe(true);
    expect(toPrizes({ data: [wire, { ...wire, id: 2, avatar: '/a.png' }] })[1]?.avatar).toBe('/a.png');
  });

  it('refuses another shape', () => {
    expect(() => toPrizes({ prizes: [] })).toThrow(/Unexpected answer/);
    expect(() => toPrize({ id: 1, name: 'X', stock: 1 })).toThrow(/max_amount_per_attendee/);
  });
});
