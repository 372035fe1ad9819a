// Uploaded files on disk under DATA_DIR/uploads. It owns the layout, and nothing else may build a
// path into it:
//   tmp/<uuid>.part                        an upload being received, before its checks passed
//   attendee/avatars/<id>/original.<ext>   public avatars, served by routes/uploads.ts
//   cvs/attendee/<id>.pdf, cvs/staff/<user id>.pdf   private; served only through the CV routes
//   catalogue/<badges|products|prizes>/<id>/original.<ext>   public pictures set in the console
// A file is written to tmp first and renamed into place only after its database row committed.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CATALOGUE_KINDS, type CatalogueKind } from '../contract/console.ts';
import { IMAGE_EXTENSIONS, type ImageExt } from './sniff.ts';

export type CvOwner = { kind: 'attendee'; id: string } | { kind: 'staff'; userId: number };

export type UploadStore = {
  /** A fresh path under tmp/ (its directory exists); the caller creates the file. */
  newTempPath: () => Promise<string>;
  /** Moves a checked temp file into place as the attendee's avatar, dropping other formats. */
  placeAvatar: (attendeeId: string, tempPath: string, ext: ImageExt) => Promise<void>;
  placeCv: (owner: CvOwner, tempPath: string) => Promise<void>;
  avatarPath: (attendeeId: string, ext: ImageExt) => string;
  cvPath: (owner: CvOwner) => string;
  removeAttendeeFiles: (attendeeId: string) => Promise<void>;
  /** Moves a checked temp file into place as a badge's, item's or prize's picture (issue 13). */
  placeCatalogueImage: (kind: CatalogueKind, id: number, tempPath: string, ext: ImageExt) => Promise<void>;
  catalogueImagePath: (kind: CatalogueKind, id: number, ext: ImageExt) => string;
  removeCatalogueImages: (kind: CatalogueKind, id: number) => Promise<void>;
  /** Deletes temp files; missing ones are fine (they may have been placed already). */
  discard: (paths: readonly string[]) => Promise<void>;
  /** Deletes temp files older than maxAgeMs: what a process killed mid-upload left behind. */
  sweepTemp: (maxAgeMs: number) => Promise<void>;
};

// Ids reach this module already parsed; these checks keep a bad one from ever becoming a path.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function safeSegment(owner: CvOwner | { kind: 'avatar'; id: string }): string {
  if (owner.kind === 'staff') {
    if (!Number.isSafeInteger(owner.userId) || owner.userId <= 0) throw new Error('bad staff user id');
    return String(owner.userId);
  }
  if (!UUID.test(owner.id)) throw new Error('bad attendee id');
  return owner.id;
}

function catalogueSegments(kind: CatalogueKind, id: number): [string, string] {
  if (!CATALOGUE_KINDS.includes(kind)) throw new Error('bad catalogue kind');
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('bad catalogue id');
  return [kind, String(id)];
}

export function createUploadStore(root: string): UploadStore {
  const tmpDir = path.join(root, 'tmp');
  const avatarDir = (id: string) =>
    path.join(root, 'attendee', 'avatars', safeSegment({ kind: 'avatar', id }));
  const avatarPath = (id: string, ext: ImageExt) => path.join(avatarDir(id), `original.${ext}`);
  const cvPath = (owner: CvOwner) => path.join(root, 'cvs', owner.kind, `${safeSegment(owner)}.pdf`);

  const catalogueDir = (kind: CatalogueKind, id: number) =>
    path.join(root, 'catalogue', ...catalogueSegments(kind, id));
  const catalogueImagePath = (kind: CatalogueKind, id: number, ext: ImageExt) =>
    path.join(catalogueDir(kind, id), `original.${ext}`);

  async function moveInto(tempPath: string, target: string) {
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(tempPath, target);
  }

  return {
    async newTempPath() {
      await fs.mkdir(tmpDir, { recursive: true });
      return path.join(tmpDir, `${randomUUID()}.part`);
    },
    async placeAvatar(attendeeId, tempPath, ext) {
      await moveInto(tempPath, avatarPath(attendeeId, ext));
      const others = IMAGE_EXTENSIONS.filter((e) => e !== ext).map((e) => avatarPath(attendeeId, e));
      await Promise.all(others.map((file) => fs.rm(file, { force: true })));
    },
    placeCv: (owner, tempPath) => moveInto(tempPath, cvPath(owner)),
    avatarPath,
    cvPath,
    async removeAttendeeFiles(attendeeId) {
      await fs.rm(avatarDir(attendeeId), { recursive: true, force: true });
      await fs.rm(cvPath({ kind: 'attendee', id: attendeeId }), { force: true });
    },
    async placeCatalogueImage(kind, id, tempPath, ext) {
      await moveInto(tempPath, catalogueImagePath(kind, id, ext));
      const others = IMAGE_EXTENSIONS.filter((e) => e !== ext).map((e) => catalogueImagePath(kind, id, e));
      await Promise.all(others.map((file) => fs.rm(file, { force: true })));
    },
    catalogueImagePath,
    async removeCatalogueImages(kind, id) {
      await fs.rm(catalogueDir(kind, id), { recursive: true, force: true });
    },
    async discard(paths) {
      await Promise.all(paths.map((file) => fs.rm(file, { force: true })));
    },
    async sweepTemp(maxAgeMs) {
      const names = await fs.readdir(tmpDir).catch(() => [] as string[]);
      const cutoff = Date.now() - maxAgeMs;
      for (const name of names) {
        const file = path.join(tmpDir, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat && stat.mtimeMs < cutoff) await fs.rm(file, { force: true });
      }
    },
  };
}

/**
 * The path a catalogue picture is served at (routes/console-images.ts), as the row stores it: the
 * layout above under /uploads, and `?v=` from the time it was placed, so cache-first image caches
 * never keep a replaced picture.
 */
export const catalogueImageUrl = (kind: CatalogueKind, id: number, ext: ImageExt, at: Date): string =>
  `/uploads/catalogue/${kind}/${id}/original.${ext}?v=${at.getTime()}`;

/** The one uploads directory of a configuration: DATA_DIR/uploads (tests give a temp DATA_DIR). */
export const uploadsRoot = (config: { dataDir: string }) => path.join(config.dataDir, 'uploads');
