// Pictures inside a configuration document (issue 13; contract/transfer.ts): a catalogue
// picture the console stored is read from the upload store (in the database) and embedded as base64, a link to
// another site stays a link; on import the bytes are judged by their content (sniff.ts) and size,
// as an upload is (an SVG by domain/svg-check.ts), written to temp files before the import's transaction, and moved into place
// only after it committed. The venue plan travels the same way, and must state its size.
import fs from 'node:fs/promises';
import type { ConfigDocument, ConfigPicture } from '../contract/transfer.ts';
import type { CatalogueKind } from '../contract/catalogue-admin.ts';
import type { FieldErrors } from '../accounts/profile-rules.ts';
import { checkSvg } from '../domain/svg-check.ts';
import { checkPlanSvg } from '../venue/plan-rules.ts';
import { SNIFF_BYTES, sniffImage, type ImageExt } from './sniff.ts';
import type { UploadStore } from './storage.ts';

const CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
} as const satisfies Record<ImageExt, string>;

/** What uploads/storage.ts's catalogueImageUrl stores, read back. */
const STORED =
  /^\/uploads\/catalogue\/(badges|products|prizes)\/([1-9]\d{0,9})\/original\.(png|jpg|gif|svg)(\?.*)?$/;
/** The contract's link form; another stored value is not carried. */
const LINK = /^https?:\/\/\S+$/;
const LINK_MAX = 2000;

/** A row's stored picture as the document carries it: its bytes, its link, or null (none, or its file is gone). */
export async function embedPicture(store: UploadStore, stored: string | null): Promise<ConfigPicture> {
  if (stored === null) return null;
  if (LINK.test(stored) && stored.length <= LINK_MAX) return { url: stored };
  const match = STORED.exec(stored);
  if (!match) return null;
  const [, kind, id, ext] = match as unknown as [string, CatalogueKind, string, ImageExt];
  const bytes = await store.readSmall(store.catalogueImageKey(kind, Number(id), ext));
  return bytes === null ? null : { content_type: CONTENT_TYPES[ext], data: bytes.toString('base64') };
}

export const embedPlan = (bytes: Buffer) => ({
  content_type: 'image/svg+xml' as const,
  data: bytes.toString('base64'),
});

export type DecodedPicture = { bytes: Buffer; ext: ImageExt };

/** The picture's bytes and kind, or why they are refused; an SVG must pass the one SVG check. */
export function decodePicture(data: string, maxBytes: number): DecodedPicture | { error: string } {
  if (data.length % 4 !== 0) return { error: 'is not base64' };
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) return { error: 'is empty' };
  if (bytes.length > maxBytes) return { error: `is larger than ${maxBytes} bytes` };
  const ext = sniffImage(bytes.subarray(0, SNIFF_BYTES));
  if (ext === null) return { error: 'is not a PNG, JPEG, GIF or SVG picture' };
  const checked = ext === 'svg' ? checkSvg(bytes) : null;
  return checked?.kind === 'refused' ? { error: checked.reason } : { bytes, ext };
}

/** The plan's bytes, or why they are refused: a safe SVG whose size the venue map can read. */
export function decodePlan(data: string, maxBytes: number): Buffer | { error: string } {
  const decoded = decodePicture(data, maxBytes);
  if ('error' in decoded) return decoded;
  if (decoded.ext !== 'svg') return { error: 'is not an SVG' };
  // The same check as an upload in the console's Venue section: safe, and stating its size.
  const checked = checkPlanSvg(decoded.bytes);
  return checked.kind === 'refused' ? { error: checked.reason } : decoded.bytes;
}

/** A decoded file waiting in tmp/ until the import commits. */
export type StagedFile = { tempPath: string; place: () => Promise<void> };

export async function stagePicture(
  store: UploadStore,
  kind: CatalogueKind,
  id: number,
  picture: DecodedPicture,
): Promise<StagedFile> {
  const tempPath = await store.newTempPath();
  await fs.writeFile(tempPath, picture.bytes);
  return { tempPath, place: () => store.placeCatalogueImage(kind, id, tempPath, picture.ext) };
}

/** The plan becomes the organiser's plan in the upload store, replacing the shipped demo one. */
export async function stagePlan(store: UploadStore, bytes: Buffer): Promise<StagedFile> {
  const tempPath = await store.newTempPath();
  await fs.writeFile(tempPath, bytes);
  return { tempPath, place: () => store.placePlan(tempPath) };
}

/** True when the store holds an organiser's own plan: an import would overwrite it. */
export const hasOwnPlan = async (store: UploadStore): Promise<boolean> =>
  (await store.find(store.planKey)) !== null;

type PictureKind = 'badges' | 'products' | 'prizes';
export type DecodedRowPicture = { kind: PictureKind; id: number; picture: DecodedPicture };

/** Every embedded picture and the plan decoded, or the errors at their places in the document. */
export function decodeDocumentFiles(
  doc: ConfigDocument,
  limits: { pictureBytes: number; planBytes: number },
): { errors: FieldErrors; pictures: DecodedRowPicture[]; plan: Buffer } {
  const errors: FieldErrors = {};
  const pictures: DecodedRowPicture[] = [];
  const lists: [PictureKind, readonly { id: number; picture: ConfigPicture }[]][] = [
    ['badges', doc.badges],
    ['products', doc.products],
    ['prizes', doc.prizes],
  ];
  for (const [kind, rows] of lists) {
    rows.forEach((row, i) => {
      if (row.picture === null || !('data' in row.picture)) return;
      const decoded = decodePicture(row.picture.data, limits.pictureBytes);
      if ('error' in decoded) errors[`/${kind}/${i}/picture/data`] = [decoded.error];
      else pictures.push({ kind, id: row.id, picture: decoded });
    });
  }
  const plan = decodePlan(doc.venue.plan.data, limits.planBytes);
  if (!Buffer.isBuffer(plan)) errors['/venue/plan/data'] = [plan.error];
  return { errors, pictures, plan: Buffer.isBuffer(plan) ? plan : Buffer.alloc(0) };
}
