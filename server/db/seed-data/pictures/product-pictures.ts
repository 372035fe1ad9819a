// A demo store item's picture (issue 13): the product drawn flat in its colours on the app's
// raised surface, one drawing per kind (shirt, hoodie, jacket, socks, mug, notebook, ticket,
// stickers) and a colour per item, with confetti placed from its name.
import { hashOf, PALETTE as P, sprinkle, svgDocument } from './svg.ts';

const shade = (d: string, opacity = 0.25) => `<path d="${d}" fill="${P.ink}" fill-opacity="${opacity}"/>`;
const fill = (d: string, colour: string) => `<path d="${d}" fill="${colour}"/>`;
const stroke = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;

const SMALL_STAR =
  'M48 44 49.5 48 53.7 48.1 50.4 50.8 51.5 54.9 48 52.5 44.5 54.9 45.6 50.8 42.3 48.1 46.5 48z';

const tshirt = (body: string, mark: string) =>
  fill('M35 20 19 28l-7 17 11 5 5-9v37h40V41l5 9 11-5-7-17-16-8c-2 5-7 8-13 8s-11-3-13-8z', body) +
  stroke('M35 21c2 5 7 8 13 8s11-3 13-8', P.ink, 2.5).replace('/>', ' stroke-opacity=".3"/>') +
  fill(SMALL_STAR, mark);

const hoodie = (body: string, strings: string) =>
  fill('M30 31 18 39l-7 33h11l5-22v28h42V50l5 22h11l-7-33-12-8z', body) +
  fill('M33 32c0-11 7-17 15-17s15 6 15 17c-4 4-9 6-15 6s-11-2-15-6z', body) +
  shade('M38 31c1-6 5-10 10-10s9 4 10 10c-3 2-6 3-10 3s-7-1-10-3z', 0.4) +
  stroke('M44 38v10M52 38v10', strings, 2.5) +
  shade('M36 62h24l4 12H32z', 0.18);

const jacket = (body: string, trim: string) =>
  fill('M34 25 20 34l-8 34h11l6-21v31h38V47l6 21h11l-8-34-14-9z', body) +
  fill('M29 72h38v6H29zM12 64h11l-1 6H11zM73 64h11l1 6H74z', trim) +
  stroke('M35 26c3 4 8 6 13 6s10-2 13-6', trim, 5) +
  stroke('M48 33v38', P.ink, 2).replace('/>', ' stroke-opacity=".35"/>');

const SOCK = 'M30 14h16v34l13 9c6 4 4 14-4 14H40c-6 0-10-4-10-10z';
const sock = (body: string, dots: string) =>
  fill(SOCK, body) +
  fill('M30 14h16v8H30z', dots) +
  `<circle cx="38" cy="32" r="2.5" fill="${dots}"/><circle cx="38" cy="42" r="2.5" fill="${dots}"/>`;
const socks = (body: string, dots: string) =>
  `<g transform="translate(16 8)">${sock(body, dots)}${shade(SOCK, 0.3)}</g>` + sock(body, dots);

const mug = (body: string, band: string) =>
  stroke('M62 42h5a9 9 0 0 1 0 18h-5', body, 6) +
  `<rect x="24" y="32" width="38" height="40" rx="6" fill="${body}"/><path d="M24 44h38v9H24z" fill="${band}"/>` +
  stroke('M35 18c-3 4 3 6 0 9M44 16c-3 4 3 6 0 9M53 18c-3 4 3 6 0 9', P.paper, 3).replace(
    '/>',
    ' stroke-opacity=".6"/>',
  );

const notebook = (cover: string, band: string) =>
  `<rect x="27" y="17" width="44" height="62" rx="5" fill="${cover}"/>` +
  shade('M32 17h5v62h-5a5 5 0 0 1-5-5V22a5 5 0 0 1 5-5z') +
  fill('M60 17h5v62h-5z', band) +
  `<rect x="41" y="29" width="14" height="8" rx="2" fill="${P.paper}" fill-opacity=".85"/>`;

const ticket = (colour: string) =>
  `<g transform="rotate(-12 48 48)">${fill('M14 32h68v10a6 6 0 0 0 0 12v10H14V54a6 6 0 0 0 0-12z', colour)}` +
  stroke('M62 35v3M62 44v3M62 50v3M62 57v3', P.ink, 2).replace('/>', ' stroke-opacity=".4"/>') +
  `<circle cx="37" cy="48" r="11" fill="none" stroke="${P.ink}" stroke-width="3"/>` +
  stroke('M37 37v22M26 48h22M29.2 40.2l15.6 15.6M29.2 55.8l15.6-15.6', P.ink, 2) +
  `<circle cx="37" cy="48" r="3" fill="${P.accent}"/></g>`;

const stickers = () =>
  `<circle cx="34" cy="40" r="15" fill="${P.accent}" stroke="${P.paper}" stroke-width="3"/>` +
  `<circle cx="29" cy="37" r="2" fill="${P.ink}"/><circle cx="39" cy="37" r="2" fill="${P.ink}"/>` +
  stroke('M28 44a7 7 0 0 0 12 0', P.ink, 2.5) +
  `<path d="M61 27 64.3 35.5 73.4 36 66.3 41.7 68.6 50.5 61 45.6 53.4 50.5 55.7 41.7 48.6 36 57.7 35.5z" fill="${P.warning}" stroke="${P.paper}" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M48 77c-10-6-16-11-16-18a8 8 0 0 1 16-3 8 8 0 0 1 16 3c0 7-6 12-16 18z" fill="${P.info}" stroke="${P.paper}" stroke-width="3" stroke-linejoin="round"/>`;

/** The drawing of each demo item, by its name in seed-data/store.ts. */
const DRAWINGS: Record<string, () => string> = {
  'Bomber Jacket': () => jacket(P.blue, P.accent),
  'White Socks': () => socks(P.paper, P.accent),
  'Orange Socks': () => socks(P.orange, P.paper),
  'Community T-shirt': () => tshirt(P.success, P.ink),
  Hoodie: () => hoodie(P.violet, P.paper),
  Mug: () => mug(P.paper, P.accent),
  'Vintage Mug': () => mug('#e8b21c', P.ink),
  Notebook: () => notebook('#2fc6b4', P.accent),
  'Wheel Ticket': () => ticket(P.warning),
  'Sticker Pack': stickers,
  'T-shirt': () => tshirt(P.accent, P.warning),
};

/** The picture of a demo item, or null for a name the seed does not sell. */
export function productPicture(name: string): string | null {
  const drawing = DRAWINGS[name];
  if (drawing === undefined) return null;
  return svgDocument(
    `<rect width="96" height="96" fill="${P.surface}"/><circle cx="48" cy="48" r="38" fill="${P.divider}"/>` +
      sprinkle(hashOf(name), 43, [P.accent, P.warning, P.info, P.success]) +
      drawing(),
  );
}
