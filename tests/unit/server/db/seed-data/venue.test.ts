// The demo stands: one per demo company of each tier, all on the demo plan, none overlapping.
import { describe, expect, it } from 'vitest';
import { SPONSORSHIPS } from '../../../../../server/contract/constants.ts';
import { COMPANIES } from '../../../../../server/db/seed-data/people.ts';
import { DEMO_BOOTH_SLOTS, type BoothSlot } from '../../../../../server/db/seed-data/venue.ts';

const PLAN_SIZE = 1000;
const all = SPONSORSHIPS.flatMap((tier) => DEMO_BOOTH_SLOTS[tier]);

const overlaps = (a: BoothSlot, b: BoothSlot) =>
  Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height;

describe('DEMO_BOOTH_SLOTS', () => {
  it('has a stand for every demo company of each tier', () => {
    for (const tier of SPONSORSHIPS) {
      expect(DEMO_BOOTH_SLOTS[tier].length, tier).toBe(
        COMPANIES.filter((c) => c.sponsorship === tier).length,
      );
    }
  });

  it('numbers stands uniquely and keeps them on the plan, apart from each other', () => {
    expect(new Set(all.map((s) => s.label)).size).toBe(all.length);
    for (const s of all) {
      expect(s.x - s.width / 2).toBeGreaterThan(0);
      expect(s.x + s.width / 2).toBeLessThan(PLAN_SIZE);
      expect(s.y - s.height / 2).toBeGreaterThan(0);
      expect(s.y + s.height / 2).toBeLessThan(PLAN_SIZE);
    }
    for (const [i, a] of all.entries())
      for (const b of all.slice(i + 1)) expect(overlaps(a, b), `${a.label}/${b.label}`).toBe(false);
  });

  it('puts the larger sponsors nearest the entrance (the bottom of the plan)', () => {
    const meanY = (tier: (typeof SPONSORSHIPS)[number]) =>
      DEMO_BOOTH_SLOTS[tier].reduce((sum, s) => sum + s.y, 0) / DEMO_BOOTH_SLOTS[tier].length;
    expect(meanY('Exclusive')).toBeGreaterThan(meanY('Gold'));
    expect(meanY('Gold')).toBeGreaterThan(meanY('Silver'));
    expect(meanY('Silver')).toBeGreaterThan(meanY('Bronze'));
  });
});
