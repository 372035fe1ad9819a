// What an uploaded file really is, judged by its first bytes and never by its name or the
// client's content type (DESIGN.md §3.2, §8). Pure: takes the head of the file, returns a kind.

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'gif', 'svg'] as const;
export type ImageExt = (typeof IMAGE_EXTENSIONS)[number];

/** How many leading bytes the sniffers need; the form reader keeps at least this much. */
export const SNIFF_BYTES = 512;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const GIF87 = Buffer.from('GIF87a', 'latin1');
const GIF89 = Buffer.from('GIF89a', 'latin1');
const PDF = Buffer.from('%PDF-', 'latin1');
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const startsWith = (head: Buffer, magic: Buffer) =>
  head.length >= magic.length && head.subarray(0, magic.length).equals(magic);

/** SVG is text: an optional BOM and white space, then `<svg` or an XML declaration. */
function isSvg(head: Buffer): boolean {
  const body = startsWith(head, UTF8_BOM) ? head.subarray(UTF8_BOM.length) : head;
  const text = body.toString('utf8').trimStart();
  return /^<svg[\s>/]/i.test(text) || /^<\?xml[\s?]/i.test(text);
}

export function sniffImage(head: Buffer): ImageExt | null {
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpg';
  if (startsWith(head, GIF87) || startsWith(head, GIF89)) return 'gif';
  if (isSvg(head)) return 'svg';
  return null;
}

export const isPdf = (head: Buffer): boolean => startsWith(head, PDF);

export const IMAGE_CONTENT_TYPES: Record<ImageExt, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};
