// Lossless PNG re-encoder for scripts/make-icons.ts: Chromium's screenshots use fast compression,
// so this writes a palette when the image has ≤ 256 colours, RGB when it is opaque, picks a row
// filter per row and deflates at level 9. Reads only what Chromium writes (8-bit RGBA, not
// interlaced) and throws on anything else.
import { deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const COLOR_RGB = 2;
const COLOR_PALETTE = 3;
const COLOR_RGBA = 6;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** Filter type `filter` on one scanline: encode (row = raw bytes) or decode (row = filtered). */
function applyFilter(filter: number, row: Buffer, prev: Buffer, bpp: number, isDecode: boolean): Buffer {
  const out = Buffer.alloc(row.length);
  const raw = isDecode ? out : row; // predictors always read raw (decoded) bytes
  for (let i = 0; i < row.length; i++) {
    const a = i >= bpp ? (raw[i - bpp] ?? 0) : 0;
    const b = prev[i] ?? 0;
    const c = i >= bpp ? (prev[i - bpp] ?? 0) : 0;
    const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter] ?? 0;
    out[i] = ((row[i] ?? 0) + (isDecode ? predictor : -predictor)) & 0xff;
  }
  return out;
}

export type RgbaImage = { width: number; height: number; pixels: Buffer };

export function decodePng(png: Buffer): RgbaImage {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let offset = 8;
  const idat: Buffer[] = [];
  let header: Buffer | undefined;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = data;
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const colorType = header?.[9];
  if (
    !header ||
    header[8] !== 8 ||
    header[12] !== 0 ||
    (colorType !== COLOR_RGB && colorType !== COLOR_RGBA)
  ) {
    throw new Error('expected an 8-bit RGB or RGBA, non-interlaced PNG');
  }
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const bpp = colorType === COLOR_RGBA ? 4 : 3;
  const stride = width * bpp;
  const filtered = inflateSync(Buffer.concat(idat));
  const pixels = Buffer.alloc(width * height * 4, 255);
  let prev: Buffer = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1);
    const row = applyFilter(
      filtered[start] ?? 0,
      filtered.subarray(start + 1, start + 1 + stride),
      prev,
      bpp,
      true,
    );
    for (let x = 0; x < width; x++) row.copy(pixels, (y * width + x) * 4, x * bpp, x * bpp + bpp);
    prev = row;
  }
  return { width, height, pixels };
}

/**
 * Snaps every pixel to the nearest entry of `palette` (RGBA quadruples). Used with a palette made
 * of the design's flat colours and their anti-aliasing ramps, so edges stay smooth with ≤ 256
 * colours and the PNG can be written as a palette.
 */
export function quantize(image: RgbaImage, palette: number[][]): RgbaImage {
  const pixels = Buffer.from(image.pixels);
  const nearest = new Map<number, number[]>();
  for (let i = 0; i < pixels.length; i += 4) {
    const key = pixels.readUInt32BE(i);
    let match = nearest.get(key);
    if (!match) {
      const px = [...pixels.subarray(i, i + 4)];
      const distance = (c: number[]): number => c.reduce((sum, v, k) => sum + (v - (px[k] ?? 0)) ** 2, 0);
      match = palette.reduce((best, c) => (distance(c) < distance(best) ? c : best));
      nearest.set(key, match);
    }
    pixels.set(match, i);
  }
  return { ...image, pixels };
}

/** Chooses the smallest lossless colour type, then filters each row by the minimum-sum heuristic. */
export function encodePng({ width, height, pixels }: RgbaImage): Buffer {
  const colors = new Map<number, number>();
  let isOpaque = true;
  for (let i = 0; i < pixels.length; i += 4) {
    const rgba = pixels.readUInt32BE(i);
    if (!colors.has(rgba) && colors.size <= 256) colors.set(rgba, colors.size);
    if (pixels[i + 3] !== 255) isOpaque = false;
  }
  const isPalette = colors.size <= 256;
  const colorType = isPalette ? COLOR_PALETTE : isOpaque ? COLOR_RGB : COLOR_RGBA;
  const bpp = isPalette ? 1 : isOpaque ? 3 : 4;
  const stride = width * bpp;
  const raw = Buffer.alloc(stride * height);
  for (let p = 0, o = 0; p < pixels.length; p += 4) {
    if (isPalette) raw[o++] = colors.get(pixels.readUInt32BE(p)) ?? 0;
    else pixels.copy(raw, (o += bpp) - bpp, p, p + bpp);
  }
  const rows: Buffer[] = [];
  let prev: Buffer = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = raw.subarray(y * stride, (y + 1) * stride);
    // Palette indices are not magnitudes, so their rows stay unfiltered (libpng's advice).
    const candidates = (isPalette ? [0] : [0, 1, 2, 3, 4]).map((f) => ({
      f,
      bytes: applyFilter(f, row, prev, bpp, false),
    }));
    const cost = (b: Buffer): number => b.reduce((sum, v) => sum + (v < 128 ? v : 256 - v), 0);
    const best = candidates.reduce((x, y2) => (cost(y2.bytes) < cost(x.bytes) ? y2 : x));
    rows.push(Buffer.from([best.f]), best.bytes);
    prev = row;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, colorType, 0, 0, 0], 8);
  const parts = [SIGNATURE, chunk('IHDR', ihdr)];
  if (isPalette) {
    const entries = [...colors.keys()];
    parts.push(
      chunk('PLTE', Buffer.from(entries.flatMap((c) => [c >>> 24, (c >>> 16) & 255, (c >>> 8) & 255]))),
    );
    if (!isOpaque) parts.push(chunk('tRNS', Buffer.from(entries.map((c) => c & 255))));
  }
  parts.push(chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9, memLevel: 9 })));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}
