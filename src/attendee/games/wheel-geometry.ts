// The prize wheel's geometry, pure: equal segments per drawable prize (probabilities are not
// public, provider-api.md §3), SVG paths and label placement, and the motion that makes the wheel
// stop with the pointer on the prize the server drew (never on a prize picked by the client).
// Angles are degrees, clockwise from 12 o'clock, where the pointer sits. Segment i is centred on
// i × (360 / count), so an unturned wheel shows the first prize under the pointer; a wheel rotated
// by R shows under the pointer the wheel point at angle −R. The motion itself is spin-motion.ts.
import type { Prize } from '../../api/prizes.ts';

/** Segments per colour cycle of the palette. */
export const WHEEL_PALETTE_SIZE = 5;

/** The prizes the wheel can still draw: the server only draws prizes with stock left, or a nothing slice. */
export function wheelPrizes(prizes: readonly Prize[]): Prize[] {
  return prizes.filter((prize) => prize.stock > 0 || prize.isNothing);
}

export const segmentAngle = (count: number): number => 360 / Math.max(1, count);

const mod360 = (deg: number): number => ((deg % 360) + 360) % 360;

function pointAt(deg: number, radius: number): string {
  const rad = (deg * Math.PI) / 180;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return `${round(radius * Math.sin(rad))} ${round(-radius * Math.cos(rad))}`;
}

/** The SVG path of segment `index`, centred on (0, 0). */
export function segmentPath(index: number, count: number, radius: number): string {
  if (count <= 1)
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path, not words
    return `M 0 ${-radius} A ${radius} ${radius} 0 1 1 0 ${radius} A ${radius} ${radius} 0 1 1 0 ${-radius} Z`;
  const a = segmentAngle(count);
  const isLarge = a > 180 ? 1 : 0;
  const from = pointAt((index - 0.5) * a, radius);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path, not words
  return `M 0 0 L ${from} A ${radius} ${radius} 0 ${isLarge} 1 ${pointAt((index + 0.5) * a, radius)} Z`;
}

export type LabelPlacement = { rotateDeg: number; x: number; anchor: 'start' | 'end' };

/** A label along the segment's middle radius, ending at `radius`, never upside down. */
export function labelPlacement(index: number, count: number, radius: number): LabelPlacement {
  const centre = index * segmentAngle(count);
  return centre <= 180
    ? { rotateDeg: centre - 90, x: radius, anchor: 'end' }
    : { rotateDeg: centre + 90, x: -radius, anchor: 'start' };
}

/** Colour of a segment: cycles the palette, and the last never matches its neighbour, the first. */
export function paletteIndex(index: number, count: number, size = WHEEL_PALETTE_SIZE): number {
  const colour = index % size;
  const isClash = count > 1 && index === count - 1 && colour === 0;
  return isClash ? 1 % size : colour;
}

/** Cuts a label to `max` characters with an ellipsis. */
export function shortLabel(name: string, max: number): string {
  const chars = Array.from(name.trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The segment under the pointer for a wheel rotated by `rotationDeg`. */
export function pointerIndex(rotationDeg: number, count: number): number {
  const a = segmentAngle(count);
  return Math.floor(mod360(-rotationDeg + a / 2) / a) % Math.max(1, count);
}

/**
 * A rotation (mod 360) that puts the pointer inside segment `index`, at `offset` (0..1) across it;
 * pass an offset away from the edges (0.2..0.8) so the stop never looks like a tie.
 */
export function restingRotation(index: number, count: number, offset: number): number {
  return mod360(-(index + offset - 0.5) * segmentAngle(count));
}
