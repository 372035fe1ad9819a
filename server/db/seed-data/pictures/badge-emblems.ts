// Emblems of the demo's one-off badges (challenges, general sessions, secrets), by the badge's
// name in seed-data/program.ts, drawn like the theme glyphs (badge-glyphs.ts) so that a row of
// them reads as one set. A name not listed here falls back to its type's glyph.
import { GOLD, line, shape, WHITE, type Glyph } from './badge-glyphs.ts';

const dot = (cx: number, cy: number, r: number, colour: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`;

export const NAMED_EMBLEMS: Record<string, Glyph> = {
  'Capture the Flag': (_, a) =>
    line('M32 74V20', WHITE, 5) + shape('M34 22h32l-7 11 7 11H34z', WHITE) + dot(48, 33, 4.5, a),
  'Code Golf': (c) =>
    shape('M18 70c9-7 19-10 30-10s21 3 30 10z', WHITE) +
    line('M54 62V20', WHITE, 4) +
    shape('M56 21l16 7-16 7z', WHITE) +
    `<circle cx="36" cy="55" r="5" fill="${WHITE}" stroke="${c}" stroke-width="2"/>`,
  'Bug Bounty Hunt': (c) =>
    line('M35 44l-9-5M34 54H24M35 63l-9 5M61 44l9-5M62 54h10M61 63l9 5M45 27l-4-7M51 27l4-7', WHITE, 3.5) +
    `<ellipse cx="48" cy="54" rx="13" ry="17" fill="${WHITE}"/>` +
    dot(48, 33, 7.5, WHITE) +
    line('M48 40v30', c, 2.5) +
    dot(42, 50, 2.5, c) +
    dot(54, 58, 2.5, c),
  'Algorithm Sprint': (c, a) =>
    line('M44 25h8M48 25v6M64 35l4-4', WHITE, 4) +
    dot(48, 53, 20, WHITE) +
    shape('M48 53V38a15 15 0 0 1 13 7.5z', a) +
    dot(48, 53, 3, c),
  'Design Duel': (c) =>
    shape('M48 18l17 27-17 31-17-31z', WHITE) + line('M48 48v20', c, 3) + dot(48, 46, 4, c),
  'Quiz Night': (c) =>
    shape('M24 22h48a6 6 0 0 1 6 6v28a6 6 0 0 1-6 6H46l-12 10V62H24a6 6 0 0 1-6-6V28a6 6 0 0 1 6-6z', WHITE) +
    line('M42 34a6 6 0 1 1 9 5c-2 1-3 3-3 5', c, 4) +
    dot(48, 52, 2.6, c),
  'Treasure Hunt': (c, a) =>
    shape('M18 30l19-6 22 6 19-6v42l-19 6-22-6-19 6z', WHITE) +
    line('M37 24v42M59 30v42', c, 1.5) +
    line('M26 58c5-9 13-2 19-10s10-4 13-7', c, 2.5) +
    line('M61 34l8 8M69 34l-8 8', a, 4),
  'Speed Typing': (c) =>
    `<rect x="17" y="33" width="62" height="32" rx="5" fill="${WHITE}"/>` +
    line(
      'M25 41h2M33 41h2M41 41h2M49 41h2M57 41h2M65 41h6M27 49h2M35 49h2M43 49h2M51 49h2M59 49h2M67 49h2M34 57h28',
      c,
      3.5,
    ),
  'Opening Session': (c, a) =>
    shape('M53 27h11v43H53z', GOLD) +
    line('M31 71V25h35v46M22 72h52', WHITE, 5) +
    shape('M31 25l22 7v35l-22 5z', WHITE) +
    dot(47, 51, 2.8, c) +
    dot(71, 32, 2.5, a),
  'Closing Ceremony': (c, a) =>
    shape('M20 77l13-37 24 24z', WHITE) +
    line('M28 55l14 14M31 46l19 19', c, 3) +
    line('M52 38c4-8 12-6 14-14M42 32c0-6 3-10 8-12M62 52c6-3 11 0 14-4', WHITE, 3) +
    dot(68, 40, 3.5, a) +
    dot(57, 22, 3, GOLD) +
    dot(76, 60, 2.5, GOLD) +
    `<rect x="70" y="26" width="8" height="3.5" rx="1.7" fill="${a}" transform="rotate(35 74 28)"/>`,
  'Panel Discussion': (c, a) =>
    shape('M22 22h32a6 6 0 0 1 6 6v14a6 6 0 0 1-6 6H36l-9 8v-8h-5a6 6 0 0 1-6-6V28a6 6 0 0 1 6-6z', WHITE) +
    `<path d="M44 44h30a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6h-4v8l-9-8H44a6 6 0 0 1-6-6V50a6 6 0 0 1 6-6z" fill="${a}" stroke="${c}" stroke-width="3"/>` +
    dot(30, 35, 2.5, c) +
    dot(38, 35, 2.5, c) +
    dot(46, 35, 2.5, c),
  'Career Fair Explorer': (c) =>
    line('M38 36v-5a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v5', WHITE, 5) +
    `<rect x="21" y="36" width="54" height="34" rx="5" fill="${WHITE}"/>` +
    line('M21 50h54', c, 3) +
    `<rect x="43" y="45" width="10" height="10" rx="2" fill="${c}"/>`,
  'Lightning Talks': () => shape('M54 17 30 53h15l-5 27 26-38H52z', GOLD),
  'Photo Booth': (c, a) =>
    shape('M36 34l4-7h16l4 7z', WHITE) +
    `<rect x="20" y="33" width="56" height="36" rx="6" fill="${WHITE}"/>` +
    dot(48, 51, 12, c) +
    dot(48, 51, 5.5, WHITE) +
    `<rect x="62" y="38" width="7" height="4" rx="1.5" fill="${a}"/>`,
  'Feedback Form': (c) =>
    `<rect x="27" y="24" width="42" height="50" rx="5" fill="${WHITE}"/><rect x="38" y="19" width="20" height="10" rx="3" fill="${c}"/>` +
    line('M35 42l4 4 7-7M35 57l4 4 7-7', c, 3.5) +
    line('M52 43h9M52 58h9', c, 3),
  'Early Bird': () =>
    dot(48, 48, 13, GOLD) +
    line('M48 20v7M48 69v7M20 48h7M69 48h7M28 28l5 5M63 63l5 5M68 28l-5 5M33 63l-5 5', WHITE, 4),
  'Bring a Friend': (c) =>
    dot(59, 38, 8.5, WHITE) +
    shape('M44 72c0-10 6-16 15-16s15 6 15 16z', WHITE) +
    `<circle cx="38" cy="40" r="9.5" fill="${WHITE}" stroke="${c}" stroke-width="3"/>` +
    `<path d="M20 74c0-11 8-18 18-18s18 7 18 18z" fill="${WHITE}" stroke="${c}" stroke-width="3"/>`,
  'Community Corner': (_, a) =>
    shape('M48 73C33 64 23 56 23 44a12.5 12.5 0 0 1 25-4 12.5 12.5 0 0 1 25 4c0 12-10 20-25 29z', WHITE) +
    dot(48, 50, 5, a),
  'Hidden Rubber Duck': () =>
    `<ellipse cx="51" cy="59" rx="23" ry="13" fill="${GOLD}"/>` +
    dot(42, 37, 12, GOLD) +
    shape('M31 37l-10 3 10 5z', '#ff8a3d') +
    dot(39, 34, 2.2, '#0f0d1a') +
    shape('M52 55c7 0 12 3 13 9-7 1-12-2-13-9z', '#e8a317'),
  'Konami Code': (c) =>
    shape(
      'M30 36h36a12 12 0 0 1 12 12v7a9 9 0 0 1-16 6l-4-5H38l-4 5a9 9 0 0 1-16-6v-7a12 12 0 0 1 12-12z',
      WHITE,
    ) +
    shape('M30 45h4v-4h4v4h4v4h-4v4h-4v-4h-4z', c) +
    dot(59, 45, 2.8, c) +
    dot(65, 51, 2.8, c),
};
