// A demo badge's picture (issue 13): the emblem of its theme (or its own, for one-off badges),
// white on a disc in the colour of its type (the colours the client's generated medallion uses),
// with an accent and a sprinkle picked from its name so that a row of one theme is not stamped.
import { BADGE_TYPE } from '#contract/constants';
import type { BadgeSeed } from '../badges.ts';
import { NAMED_EMBLEMS } from './badge-emblems.ts';
import { dayGlyph, GLYPHS, type Theme } from './badge-glyphs.ts';
import { hashOf, PALETTE as P, sprinkle, svgDocument } from './svg.ts';

/** By type code, as src/ui/badge-medallion.module.css colours its medallions. */
const TYPE_COLOURS: Record<number, string> = {
  0: '#8a93a6',
  1: '#9b6bff',
  2: '#ff8a3d',
  3: '#2fc6b4',
  4: '#4d8dff',
  5: '#ff5c8a',
  6: '#e8b21c',
  7: '#3ddc84',
  8: '#7b7fff',
  9: '#ff6b5b',
};

const THEME_BY_TYPE: Record<number, Theme> = {
  [BADGE_TYPE.secret]: 'secret',
  [BADGE_TYPE.challenge]: 'challenge',
  [BADGE_TYPE.booth]: 'booth',
  [BADGE_TYPE.speaker]: 'speaker',
  [BADGE_TYPE.talk]: 'talk',
  [BADGE_TYPE.workshop]: 'workshop',
  [BADGE_TYPE.pitch]: 'pitch',
  // Program badges of type 0 are the coffee breaks (seed-data/badges.ts).
  [BADGE_TYPE.checkpoint]: 'coffee',
};

/** Accents for details; a badge takes the one its name picks, skipping any close to its colour. */
const ACCENTS = [P.accent, P.warning, P.info, P.success, P.violet, P.ink] as const;

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const distance = (a: string, b: string) => {
  const [x, y] = [channels(a), channels(b)];
  return Math.hypot(...x.map((v, i) => v - y[i]!));
};

function accentFor(hash: number, colour: string): string {
  const usable = ACCENTS.filter((accent) => distance(accent, colour) > 110);
  return usable[hash % usable.length]!;
}

export type PictureBadge = Pick<BadgeSeed, 'name' | 'type' | 'kind' | 'day'>;

function emblemOf(badge: PictureBadge, colour: string, accent: string): string {
  if (badge.kind === 'day') return dayGlyph((badge.day ?? 0) + 1, colour, accent);
  if (badge.kind === 'achievement') return GLYPHS.achievement(colour, accent);
  if (badge.kind === 'checkpoint') return GLYPHS.checkpoint(colour, accent);
  const glyph = NAMED_EMBLEMS[badge.name] ?? GLYPHS[THEME_BY_TYPE[badge.type] ?? 'general'];
  return glyph(colour, accent);
}

export function badgePicture(badge: PictureBadge): string {
  const colour = TYPE_COLOURS[badge.type] ?? TYPE_COLOURS[BADGE_TYPE.general]!;
  const hash = hashOf(badge.name);
  return svgDocument(
    `<rect width="96" height="96" fill="${colour}"/>` +
      `<circle cx="48" cy="48" r="35" fill="${P.ink}" fill-opacity=".22"/>` +
      sprinkle(hash, 41, ['#fff']) +
      emblemOf(badge, colour, accentFor(hash >>> 8, colour)),
  );
}
