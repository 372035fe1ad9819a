import { describe, expect, it } from 'vitest';
import { toPercent, toVenue } from '../../../../src/api/venue.ts';
import { WireError } from '../../../../src/api/wire.ts';

const wireBooth = {
  company_id: 7,
  name: 'Northwind Labs',
  sponsorship: 'Exclusive',
  badge_id: 31,
  x: 410,
  y: 735,
  label: 'A3',
};

const wire = (over: Record<string, unknown> = {}) => ({
  plan: { url: '/venue/plan.svg?v=0123456789ab', width: 1000, height: 800 },
  booths: [wireBooth],
  ...over,
});

describe('toVenue (GET /api/venue)', () => {
  it('maps the plan and each booth, placing it in percent of the plan', () => {
    expect(toVenue(wire())).toEqual({
      plan: { url: '/venue/plan.svg?v=0123456789ab', width: 1000, height: 800 },
      booths: [
        {
          companyId: 7,
          name: 'Northwind Labs',
          sponsorship: 'Exclusive',
          badgeId: 31,
          label: 'A3',
          left: 41,
          top: 91.875,
        },
      ],
    });
  });

  it('reads a missing or empty label as none', () => {
    const { label: _label, ...unlabelled } = wireBooth;
    const venue = toVenue(wire({ booths: [unlabelled, { ...wireBooth, company_id: 8, label: '' }] }));
    expect(venue.booths.map((b) => b.label)).toEqual([null, null]);
  });

  it('keeps a booth placed off the plan on its edge', () => {
    const venue = toVenue(wire({ booths: [{ ...wireBooth, x: -20, y: 900 }] }));
    expect(venue.booths[0]).toMatchObject({ left: 0, top: 100 });
  });

  it('refuses answers it cannot place booths with', () => {
    expect(() => toVenue({ booths: [] })).toThrow(WireError);
    expect(() => toVenue(wire({ plan: { url: '/p.svg', width: 0, height: 10 } }))).toThrow(WireError);
    expect(() => toVenue(wire({ booths: [{ ...wireBooth, sponsorship: 'Platinum' }] }))).toThrow(WireError);
    expect(() => toVenue(wire({ booths: [{ ...wireBooth, x: '410' }] }))).toThrow(WireError);
    expect(() => toVenue(wire({ booths: null }))).toThrow(WireError);
  });
});

describe('toPercent', () => {
  it('is the share of the side, clamped to 0–100', () => {
    expect(toPercent(250, 1000)).toBe(25);
    expect(toPercent(0, 1000)).toBe(0);
    expect(toPercent(1000, 1000)).toBe(100);
    expect(toPercent(1200, 1000)).toBe(100);
    expect(toPercent(-1, 1000)).toBe(0);
    expect(toPercent(1, 3)).toBeCloseTo(33.333, 3);
  });
});
