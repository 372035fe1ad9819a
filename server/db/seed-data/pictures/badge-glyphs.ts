// The emblems drawn on demo badge pictures, one per theme, on a 96×96 grid inside a disc of
// radius 35 around (48, 48). Each gets the badge's type colour and an accent picked for that
// badge, used for the details cut into the white shapes. Flat fills and round strokes only
// (pictures/svg.ts says why). One-off badges have their own emblems in badge-emblems.ts.

export type Glyph = (colour: string, accent: string) => string;

export const WHITE = '#fff';
export const GOLD = '#ffc53d';

export const line = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
export const shape = (d: string, colour: string) => `<path d="${d}" fill="${colour}"/>`;

const STAR =
  'M48 37 50.7 44.3 58.5 44.6 52.4 49.4 54.5 56.9 48 52.6 41.5 56.9 43.6 49.4 37.5 44.6 45.3 44.3z';
const SMALL_STAR =
  'M48 24.5 49.4 28.1 53.2 28.3 50.2 30.7 51.2 34.4 48 32.3 44.8 34.4 45.8 30.7 42.8 28.3 46.6 28.1z';

const THEMES = {
  /** Talks: a microphone on its stand. */
  talk: (_, a) =>
    `<rect x="39" y="20" width="18" height="31" rx="9" fill="${WHITE}"/>` +
    line('M40 30h7M40 37h7', a, 3) +
    line('M31 43a17 17 0 0 0 34 0M48 60v9M38 71h20', WHITE, 5),
  /** Workshops: a laptop with code on the screen. */
  workshop: (_, a) =>
    `<rect x="25" y="26" width="46" height="32" rx="4" fill="${WHITE}"/>` +
    shape('M17 63h62l-5 8H22z', WHITE) +
    line('M42 36l-6 6 6 6M54 36l6 6-6 6', a, 4),
  /** Pitches: a rocket taking off. */
  pitch: (_, a) =>
    shape('M48 17c11 9 15 22 12 37H36c-3-15 1-28 12-37z', WHITE) +
    `<circle cx="48" cy="35" r="5.5" fill="${a}"/>` +
    shape('M36 42l-9 14 11-2zM60 42l9 14-11-2z', WHITE) +
    shape('M41 58h14l-7 14z', GOLD),
  /** Speakers: a person with something to say. */
  speaker: (_, a) =>
    `<circle cx="41" cy="39" r="10" fill="${WHITE}"/>` +
    shape('M21 72c0-12 9-20 20-20s20 8 20 20z', WHITE) +
    shape('M57 22h14a5 5 0 0 1 5 5v7a5 5 0 0 1-5 5h-6l-6 5v-5h-2a5 5 0 0 1-5-5v-7a5 5 0 0 1 5-5z', a),
  /** Challenges: a flag on the summit. */
  challenge: (c, a) =>
    shape('M15 70l31-34 11 13 7-7 17 28z', WHITE) +
    line('M46 36V20', WHITE, 4) +
    shape('M46 19h15l-4 5.5 4 5.5H46z', a) +
    shape('M40 43l6-7 6 7-6 3z', c),
  /** General: an admission ticket with a star. */
  general: (_, a) => shape('M20 33h56v10a5 5 0 0 0 0 10v10H20V53a5 5 0 0 0 0-10z', WHITE) + shape(STAR, a),
  /** Secrets: a padlock. */
  secret: (c) =>
    line('M37 44v-8a11 11 0 0 1 22 0v8', WHITE, 6) +
    `<rect x="29" y="43" width="38" height="29" rx="6" fill="${WHITE}"/><circle cx="48" cy="55" r="4.5" fill="${c}"/>` +
    shape('M46 57h4l1 8h-6z', c),
  /** Booths: a little shop with a striped awning, its stripes and door in the badge's accent. */
  booth: (_, a) =>
    shape('M26 44h44v27H26zM22 26h52l5 14H17z', WHITE) +
    shape('M35 26h9l-1 14H30zM53 26h9l5 14H54z', a) +
    shape(
      'M17 40a7.8 7.8 0 0 0 15.5 0 7.8 7.8 0 0 0 15.5 0 7.8 7.8 0 0 0 15.5 0 7.8 7.8 0 0 0 15.5 0z',
      WHITE,
    ) +
    shape('M42 56h12v15H42zM30 54h8v7h-8zM58 54h8v7h-8z', a),
  /** Checkpoints: a pin on the venue map. */
  checkpoint: (c) =>
    shape('M48 19c10 0 17 7 17 17 0 12-17 34-17 34S31 48 31 36c0-10 7-17 17-17z', WHITE) +
    `<circle cx="48" cy="36" r="6.5" fill="${c}"/>`,
  /** Coffee breaks: a steaming cup. */
  coffee: () =>
    shape('M28 40h34v12a15 15 0 0 1-15 15h-4a15 15 0 0 1-15-15z', WHITE) +
    line('M62 45h3a7 7 0 0 1 0 14h-4M22 72h46', WHITE, 5) +
    line('M38 22c-3 4 3 6 0 10M47 20c-3 4 3 6 0 10M56 22c-3 4 3 6 0 10', WHITE, 3),
  /** Achievements: a gold trophy with a star in the badge's accent. */
  achievement: (_, a) =>
    shape('M35 21h26v15a13 13 0 0 1-26 0zM44 48h8v10h-8z', GOLD) +
    line('M35 27h-6a8 8 0 0 0 8 10M61 27h6a8 8 0 0 1-8 10', GOLD, 4) +
    `<rect x="33" y="58" width="30" height="11" rx="3" fill="${WHITE}"/>` +
    shape(SMALL_STAR, a),
} satisfies Record<string, Glyph>;

export type Theme = keyof typeof THEMES;
export const GLYPHS: Record<Theme, Glyph> = THEMES;

/** Event days: a calendar page whose highlighted square is the day (1 to 6, then again from 1). */
export function dayGlyph(day: number, colour: string, accent: string): string {
  const squares = [0, 1, 2, 3, 4, 5].map((k) => {
    const x = 33 + (k % 3) * 12;
    const y = 47 + Math.floor(k / 3) * 11;
    const fill = k === (day - 1) % 6 ? accent : colour;
    return `<rect x="${x}" y="${y}" width="7" height="7" rx="1.5" fill="${fill}"/>`;
  });
  return (
    `<rect x="25" y="28" width="46" height="42" rx="6" fill="${WHITE}"/>` +
    shape('M25 34a6 6 0 0 1 6-6h34a6 6 0 0 1 6 6v5H25z', colour) +
    line('M36 23v9M60 23v9', WHITE, 4) +
    squares.join('')
  );
}
