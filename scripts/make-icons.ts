// Renders Confetti's icons from one SVG design (a pink "C" releasing confetti on the app's dark
// #0F0D1A) with Debian's Chromium, and writes public/favicon.svg and the PNGs of
// server/event/web-manifest.json. Run after changing the design, then commit the output:
//   node --import tsx scripts/make-icons.ts
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser } from '../tests/e2e/helpers/browser.ts';
import { decodePng, encodePng, quantize, type RgbaImage } from './png-encode.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');
const BACKGROUND = '#0F0D1A';
const PINK = '#FF5C8A';
const CYAN = '#6EE7F9';
const YELLOW = '#FFC53D';
const GREEN = '#3DDC84';
/** iOS and Android use roughly this squircle radius (22 % of the side) for app icons. */
const CORNER_RADIUS = 112;

// All coordinates in a 512 box. The "C" is an arc centred left of the middle so that confetti
// bursts out of its mouth: four large pieces, no more, so the icon still reads at 16–32 px.
const MOTIF = [
  `<path d="M305 168A118 118 0 1 0 305 344" fill="none" stroke="${PINK}" stroke-width="68" stroke-linecap="round"/>`,
  `<rect x="-30" y="-13" width="60" height="26" rx="8" fill="${YELLOW}" transform="translate(384 150) rotate(-35)"/>`,
  `<rect x="-17" y="-17" width="34" height="34" rx="6" fill="${CYAN}" transform="translate(376 252) rotate(24)"/>`,
  `<rect x="-28" y="-13" width="56" height="26" rx="8" fill="${GREEN}" transform="translate(394 340) rotate(40)"/>`,
  `<circle cx="428" cy="230" r="13" fill="${PINK}"/>`,
].join('');

type IconVariant = {
  /** Square corners: maskable (the platform cuts its own shape) and Apple (iOS rounds it). */
  isFullBleed: boolean;
  motifScale: number;
  /** Maskable icons must keep the motif inside the central 80 % circle (the W3C safe zone). */
  hasSafeZone?: boolean;
};

function iconSvg({ isFullBleed, motifScale }: IconVariant, size?: number): string {
  const dimensions = size ? ` width="${size}" height="${size}"` : '';
  const motif = `<g transform="translate(256 256) scale(${motifScale}) translate(-256 -256)">${MOTIF}</g>`;
  const background = `<rect width="512" height="512" rx="${isFullBleed ? 0 : CORNER_RADIUS}" fill="${BACKGROUND}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"${dimensions}>${background}${motif}</svg>`;
}

const ROUNDED: IconVariant = { isFullBleed: false, motifScale: 1 };
const FULL_BLEED: IconVariant = { isFullBleed: true, motifScale: 1 };
// The motif reaches ~193 px from the centre at scale 1, inside the 204.8 px safe zone; main()
// checks the rendered pixels.
const MASKABLE: IconVariant = { isFullBleed: true, motifScale: 1, hasSafeZone: true };

const PNG_TARGETS: { file: string; size: number; variant: IconVariant }[] = [
  { file: 'icons/icon-192.png', size: 192, variant: ROUNDED },
  { file: 'icons/icon-512.png', size: 512, variant: ROUNDED },
  { file: 'icons/icon-maskable-512.png', size: 512, variant: MASKABLE },
  { file: 'icons/apple-touch-icon.png', size: 180, variant: FULL_BLEED },
];

const rgb = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/**
 * The PNG palette: the flat colours, then 50 anti-aliasing steps from the background to each
 * accent and from transparent to the background (the rounded corners): 256 entries, so every icon
 * is written as a palette PNG under half the size of Chromium's RGBA one, with no visible loss.
 */
function iconPalette(): number[][] {
  const background = rgb(BACKGROUND);
  const accents = [PINK, CYAN, YELLOW, GREEN].map(rgb);
  const steps = Array.from({ length: 50 }, (_, k) => (k + 1) / 51);
  const mix = (to: number[], t: number): number[] =>
    background.map((v, i) => Math.round(v + ((to[i] ?? 0) - v) * t));
  return [
    [0, 0, 0, 0],
    [...background, 255],
    ...accents.map((accent) => [...accent, 255]),
    ...accents.flatMap((accent) => steps.map((t) => [...mix(accent, t), 255])),
    ...steps.map((t) => [...background, Math.round(255 * t)]),
  ];
}

/** Throws when a pixel outside the safe-zone circle differs from the plain background. */
function assertInSafeZone({ width, pixels }: RgbaImage, file: string): void {
  const background = [...rgb(BACKGROUND), 255];
  const radius = 0.4 * width;
  for (let i = 0; i < pixels.length; i += 4) {
    const [x, y] = [((i / 4) % width) + 0.5 - width / 2, Math.floor(i / 4 / width) + 0.5 - width / 2];
    const isBackground = background.every((v, k) => pixels[i + k] === v);
    if (Math.hypot(x, y) > radius && !isBackground) throw new Error(`${file}: motif outside the safe zone`);
  }
}

async function main(): Promise<void> {
  await mkdir(path.join(PUBLIC_DIR, 'icons'), { recursive: true });
  // The favicon stays vector: crisp at every density, a few hundred bytes.
  await writeFile(path.join(PUBLIC_DIR, 'favicon.svg'), `${iconSvg({ ...ROUNDED, motifScale: 1.12 })}\n`);
  const palette = iconPalette();
  const browser = await launchBrowser();
  try {
    for (const { file, size, variant } of PNG_TARGETS) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${iconSvg(variant, size)}`,
      );
      const screenshot = await page.screenshot({ omitBackground: true });
      await page.close();
      const image = quantize(decodePng(screenshot), palette);
      if (variant.hasSafeZone) assertInSafeZone(image, file);
      const png = encodePng(image);
      await writeFile(path.join(PUBLIC_DIR, file), png);
      console.log(`${file}: ${size}×${size}, ${png.length} bytes (Chromium wrote ${screenshot.length})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
