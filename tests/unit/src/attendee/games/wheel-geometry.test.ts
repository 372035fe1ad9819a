import { describe, expect, it } from 'vitest';
import type { Prize } from '../../../../../src/api/prizes.ts';
import {
  labelPlacement,
  paletteIndex,
  pointerIndex,
  restingRotation,
  segmentAngle,
  segmentPath,
  shortLabel,
  wheelPrizes,
} from '../../../../../src/attendee/games/wheel-geometry.ts';
import { landingPlan, positionAt } from '../../../../../src/attendee/games/spin-motion.ts';

const prize = (id: number, stock: number): Prize => ({
  id,
  name: `P${id}`,
  avatar: null,
  maxPerAttendee: 1,
  stock,
  isNothing: false,
});

describe('wheel segments', () => {
  it('draws only prizes the server can still draw (stock left), one equal segment each', () => {
    expect(wheelPrizes([prize(1, 1), prize(2, 0), prize(3, 9)]).map((p) => p.id)).toEqual([1, 3]);
    expect(segmentAngle(20)).toBe(18);
    expect(segmentAngle(0)).toBe(360);
  });

  it('centres segment 0 under the pointer, and draws a full disc for a single prize', () => {
    expect(segmentPath(0, 4, 100)).toBe('M 0 0 L -70.711 -70.711 A 100 100 0 0 1 70.711 -70.711 Z');
    expect(segmentPath(0, 1, 100)).toMatch(/^M 0 -100 A 100 100 0 1 1 0 100/);
    expect(pointerIndex(0, 20)).toBe(0);
  });

  it('keeps labels upright on both halves', () => {
    expect(labelPlacement(1, 4, 150)).toEqual({ rotateDeg: 0, x: 150, anchor: 'end' });
    expect(labelPlacement(3, 4, 150)).toEqual({ rotateDeg: 360, x: -150, anchor: 'start' });
  });

  it('never gives the last segment the colour of the first', () => {
    for (let count = 2; count <= 30; count += 1) {
      const colours = Array.from({ length: count }, (_, i) => paletteIndex(i, count));
      colours.forEach((c, i) => expect(c).not.toBe(colours[(i + 1) % count]));
    }
  });

  it('shortens long labels with an ellipsis', () => {
    expect(shortLabel('Air Fryer', 15)).toBe('Air Fryer');
    expect(shortLabel("Seat at the Sponsors' Dinner", 15)).toBe('Seat at the Sp…');
  });
});

describe('landing on the drawn prize', () => {
  it('puts the pointer inside the drawn segment for every index and offset', () => {
    for (const count of [1, 2, 7, 20]) {
      for (let index = 0; index < count; index += 1) {
        for (const offset of [0.2, 0.5, 0.8]) {
          expect(pointerIndex(restingRotation(index, count, offset), count)).toBe(index);
        }
      }
    }
  });

  it('ends a landing from any angle on that rotation, after the minimum travel', () => {
    for (const from of [0, 123.4, 5000, -30]) {
      const rest = restingRotation(13, 20, 0.37);
      const plan = landingPlan(from, rest, 360, 600, 540);
      expect(plan.to - from).toBeGreaterThanOrEqual(540);
      expect(plan.to - from).toBeLessThan(540 + 360);
      expect(pointerIndex(positionAt(plan, plan.durationMs), 20)).toBe(13);
    }
  });
});
