// The frame every demo picture is drawn in (issue 13, "the demo looks like a real event"): a
// 96×96 SVG document of flat shapes, and a sprinkle of confetti placed from the item's name so two
// pictures of one theme never look stamped. Only shapes and fills: no text, scripts, styles or
// links, so a picture renders the same everywhere and is safe as an upload.
import { THEME_DEFAULTS } from '../../../event/identity-rules.ts';

export const PICTURE_SIZE = 96;

/** The app's palette (src/ui/theme.css); its theme colours are the identity's defaults. */
export const PALETTE = {
  ink: THEME_DEFAULTS.background,
  surface: '#241f40',
  divider: '#2e2850',
  paper: THEME_DEFAULTS.text,
  accent: THEME_DEFAULTS.accent,
  info: '#6ee7f9',
  success: '#3ddc84',
  warning: '#ffc53d',
  violet: '#9b6bff',
  blue: '#4d8dff',
  orange: '#ff8a3d',
} as const;

export function svgDocument(body: string): string {
  const size = PICTURE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${body}</svg>`;
}

/** FNV-1a over the name: the same name always gets the same sprinkle. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Three or four bits of confetti on a ring of `radius` around the centre, at angles picked from
 * `hash` (at least 40° apart), as dots and short dashes in `colours`.
 */
export function sprinkle(hash: number, radius: number, colours: readonly string[]): string {
  const count = 3 + (hash & 1);
  const start = (hash >>> 1) % 360;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = ((start + i * (360 / count) + ((hash >>> (i * 3)) % 30)) * Math.PI) / 180;
    const x = round(48 + radius * Math.cos(angle));
    const y = round(48 + radius * Math.sin(angle));
    const colour = colours[(hash >>> (i * 5)) % colours.length]!;
    const tilt = (hash >>> (i * 4)) % 180;
    parts.push(
      i % 2 === 0
        ? `<circle cx="${x}" cy="${y}" r="2.2" fill="${colour}"/>`
        : `<rect x="${round(x - 3)}" y="${round(y - 1.2)}" width="6" height="2.4" rx="1.2" fill="${colour}" transform="rotate(${tilt} ${x} ${y})"/>`,
    );
  }
  return parts.join('');
}
