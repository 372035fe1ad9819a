import { describe, expect, it } from 'vitest';
import {
  coastPlan,
  easeOutCubic,
  landingPlan,
  positionAt,
  rampSpeed,
} from '../../../../../src/attendee/games/spin-motion.ts';

describe('spin motion', () => {
  it('lands on the rest position modulo the period, at least minTravel ahead', () => {
    const plan = landingPlan(10, 3, 8, 16, 8);
    expect(plan.to).toBe(19);
    expect(((plan.to % 8) + 8) % 8).toBe(3);
  });

  it('keeps the speed continuous: ease-out cubic starts at the spinner speed', () => {
    const plan = landingPlan(0, 90, 360, 600, 540);
    const dtMs = 1;
    const startSpeed = ((positionAt(plan, dtMs) - plan.from) / dtMs) * 1000;
    expect(startSpeed).toBeCloseTo(600, 0);
    expect(positionAt(plan, plan.durationMs * 2)).toBe(plan.to);
  });

  it('eases from 0 to 1 and clamps', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  });

  it('coasts freely or onto a whole step', () => {
    expect(coastPlan(0, 600, 700)).toEqual({ from: 0, to: 140, durationMs: 700 });
    const snapped = coastPlan(2.3, 16, 700, 1);
    expect(snapped.to).toBe(7);
    expect(snapped.durationMs).toBeCloseTo(((3 * 4.7) / 16) * 1000);
  });

  it('ramps up linearly', () => {
    expect(rampSpeed(600, 0, 450)).toBe(0);
    expect(rampSpeed(600, 225, 450)).toBe(300);
    expect(rampSpeed(600, 9000, 450)).toBe(600);
    expect(rampSpeed(600, 10, 0)).toBe(600);
  });
});
