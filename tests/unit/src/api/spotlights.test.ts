import { describe, expect, it } from 'vitest';
import { toSpotlight, toSpotlightCompanies } from '../../../../src/api/spotlights.ts';

describe('spotlights wire → view (provider-api.md §3 "Spotlights", §5)', () => {
  it('maps the running spotlight, as GET /api/spotlight and the channel carry it', () => {
    expect(toSpotlight({ id: 3, name: 'Acme', badge_id: 41, end: '2027-03-15T10:20:00Z' })).toEqual({
      companyId: 3,
      name: 'Acme',
      badgeId: 41,
      end: new Date('2027-03-15T10:20:00Z'),
    });
  });

  it('maps the admin list, `end` only where the server sends one', () => {
    const list = toSpotlightCompanies({
      data: [
        { id: 1, name: 'Acme', remaining: 2, end: '2027-03-15T10:20:00Z' },
        { id: 2, name: 'Globex', remaining: 0 },
      ],
    });
    expect(list).toEqual([
      { id: 1, name: 'Acme', remaining: 2, end: new Date('2027-03-15T10:20:00Z') },
      { id: 2, name: 'Globex', remaining: 0, end: null },
    ]);
  });

  it('refuses another shape or a date that is not one', () => {
    expect(() => toSpotlight({ id: 3, name: 'Acme', end: '2027-03-15T10:20:00Z' })).toThrow(/badge_id/);
    expect(() => toSpotlight({ id: 3, name: 'Acme', badge_id: 1, end: 'soon' })).toThrow(/not a date/);
    expect(() => toSpotlightCompanies({ companies: [] })).toThrow();
  });
});
