// Uploaded files, stored in the database (issue 28) so every server process and machine on one
// PostgreSQL serves them (db/schema/uploads.ts). It owns the keys, and nothing else may build one:
//   attendee/avatars/<id>/original.<ext>   public avatars, served by uploads/routes.ts
//   cvs/attendee/<id>.pdf, cvs/staff/<user id>.pdf   private; served only through the CV routes
//   catalogue/<badges|products|prizes>/<id>/original.<ext>   public pictures set in the console
//   identity/<logo.<ext>|icon-<192|512|maskable>.png>   the event's logo and app icons (issue 23)
//   venue/plan.svg   the organiser's floor plan, served by venue/routes.ts (venue-plan.ts)
// The keys are the paths these files had under DATA_DIR/uploads, where move-disk.ts finds the
// files of an older version at start; the plan's was DATA_DIR/venue/plan.svg (move-plan.ts). An upload is still received into DATA_DIR/uploads/tmp/ on
// the machine that takes it (its checks read it there), and copied into the database chunk by
// chunk only after its row committed; then the temp file goes.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CATALOGUE_KINDS, type CatalogueKind } from '../contract/catalogue-admin.ts';
import * as repo from './repo.ts';
import type { Executor, StoredObject } from './repo.ts';
import { IMAGE_EXTENSIONS, type ImageExt } from './sniff.ts';

export type { StoredObject } from './repo.ts';
export type CvOwner = { kind: 'attendee'; id: string } | { kind: 'staff'; userId: number };

/** The largest chunk a row holds, and the most of one file in memory at a time. */
export const UPLOAD_CHUNK_BYTES = 256 * 1024;

export type UploadStore = {
  /** A fresh path under tmp/ (its directory exists); the caller creates the file. */
  newTempPath: () => Promise<string>;
  /** Stores a checked temp file as the attendee's avatar, dropping other formats. */
  placeAvatar: (attendeeId: string, tempPath: string, ext: ImageExt) => Promise<void>;
  placeCv: (owner: CvOwner, tempPath: string) => Promise<void>;
  avatarKey: (attendeeId: string, ext: ImageExt) => string;
  cvKey: (owner: CvOwner) => string;
  removeAttendeeFiles: (attendeeId: string) => Promise<void>;
  /** Stores a checked temp file as a badge's, item's or prize's picture (issue 13). */
  placeCatalogueImage: (kind: CatalogueKind, id: number, tempPath: string, ext: ImageExt) => Promise<void>;
  catalogueImageKey: (kind: CatalogueKind, id: number, ext: ImageExt) => string;
  removeCatalogueImages: (kind: CatalogueKind, id: number) => Promise<void>;
  /** Stores a checked temp file as one of the event's identity files, removing `others`. */
  placeIdentityFile: (file: string, tempPath: string, others: readonly string[]) => Promise<void>;
  identityKey: (file: string) => string;
  removeIdentityFiles: (files: readonly string[]) => Promise<void>;
  /** The key of the organiser's venue plan. */
  planKey: string;
  /** Stores a checked temp file as the organiser's venue plan, replacing the one in use. */
  placePlan: (tempPath: string) => Promise<void>;
  /** The stored object of a key, or null. */
  find: (key: string) => Promise<StoredObject | null>;
  /** The stored objects of these keys that exist. */
  findMany: (keys: readonly string[]) => Promise<Map<string, StoredObject>>;
  /** The object's bytes as a stream read one chunk at a time; it fails if they change meanwhile. */
  open: (object: StoredObject) => Readable;
  /** A small object's bytes whole (a picture for the configuration document), or null. */
  readSmall: (key: string) => Promise<Buffer | null>;
  /** Deletes temp files; missing ones are fine (they may have been placed already). */
  discard: (paths: readonly string[]) => Promise<void>;
  /** Deletes temp files older than maxAgeMs: what a process killed mid-upload left behind. */
  sweepTemp: (maxAgeMs: number) => Promise<void>;
};

// Ids reach this module already parsed; these checks keep a bad one from ever becoming a key.
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

export const avatarKey = (id: string, ext: ImageExt) =>
  `attendee/avatars/${safeSegment({ kind: 'avatar', id })}/original.${ext}`;
export const cvKey = (owner: CvOwner) => `cvs/${owner.kind}/${safeSegment(owner)}.pdf`;
export const catalogueImageKey = (kind: CatalogueKind, id: number, ext: ImageExt) =>
  `catalogue/${catalogueSegments(kind, id).join('/')}/original.${ext}`;

const IDENTITY_FILE = /^(logo\.(png|jpg|gif|svg)|icon-(192|512|maskable)\.png)$/;
export const identityKey = (file: string) => {
  if (!IDENTITY_FILE.test(file)) throw new Error('bad identity file');
  return `identity/${file}`;
};

/** The organiser's venue plan; without one the map shows the shipped demo plan. */
export const PLAN_KEY = 'venue/plan.svg';

/** Every key a stored file may have under DATA_DIR/uploads: what move-disk.ts takes from DATA_DIR/uploads. */
export const STORED_KEY =
  /^(attendee\/avatars\/[0-9a-f-]{36}\/original\.(png|jpg|gif|svg)|cvs\/attendee\/[0-9a-f-]{36}\.pdf|cvs\/staff\/[1-9]\d{0,15}\.pdf|catalogue\/(badges|products|prizes)\/[1-9]\d{0,9}\/original\.(png|jpg|gif|svg)|identity\/(logo\.(png|jpg|gif|svg)|icon-(192|512|maskable)\.png))$/;

/** A file's bytes in chunks of at most UPLOAD_CHUNK_BYTES, read as they are written. */
export const fileChunks = (file: string): AsyncIterable<Buffer> =>
  fs.createReadStream(file, { highWaterMark: UPLOAD_CHUNK_BYTES }) as AsyncIterable<Buffer>;

type ChunkReader = (blobId: string, seq: number) => Promise<Buffer | null>;

/** The stream of a stored object's bytes: one chunk read per pull, at the reader's pace. */
function chunkStream(readChunk: ChunkReader, object: StoredObject): Readable {
  let seq = 0;
  let sent = 0;
  return new Readable({
    // One chunk buffered ahead at most: the socket's pace sets the database's.
    highWaterMark: 1,
    read() {
      readChunk(object.blobId, seq).then(
        (bytes) => {
          if (bytes === null) {
            if (sent === object.size) this.push(null);
            else this.destroy(new Error(`upload ${object.key} changed while being read`));
            return;
          }
          seq += 1;
          sent += bytes.length;
          this.push(bytes);
        },
        (err: unknown) => this.destroy(err as Error),
      );
    },
  });
}

/**
 * The store of one database: the server's (ctx.db), or a transaction's (the seed writes its
 * pictures inside its own). `root` is DATA_DIR/uploads, where only temp files are kept now.
 */
export function createUploadStore(root: string, db: Executor): UploadStore {
  const tmpDir = path.join(root, 'tmp');
  const readChunk: ChunkReader = (blobId, seq) => repo.readChunk(db, blobId, seq);

  async function place(key: string, tempPath: string, alsoRemove: readonly string[] = []) {
    const stat = await fsp.stat(tempPath);
    if (!stat.isFile()) throw new Error('upload temp file missing');
    await repo.putObject(db, key, fileChunks(tempPath), { modifiedAt: new Date(), alsoRemove });
    await fsp.rm(tempPath, { force: true });
  }
  const otherFormats = (keyOf: (ext: ImageExt) => string) => IMAGE_EXTENSIONS.map(keyOf);

  return {
    async newTempPath() {
      await fsp.mkdir(tmpDir, { recursive: true });
      return path.join(tmpDir, `${randomUUID()}.part`);
    },
    placeAvatar: (attendeeId, tempPath, ext) =>
      place(
        avatarKey(attendeeId, ext),
        tempPath,
        otherFormats((e) => avatarKey(attendeeId, e)),
      ),
    placeCv: (owner, tempPath) => place(cvKey(owner), tempPath),
    avatarKey,
    cvKey,
    removeAttendeeFiles: (attendeeId) =>
      repo.removeObjects(db, [
        ...otherFormats((e) => avatarKey(attendeeId, e)),
        cvKey({ kind: 'attendee', id: attendeeId }),
      ]),
    placeCatalogueImage: (kind, id, tempPath, ext) =>
      place(
        catalogueImageKey(kind, id, ext),
        tempPath,
        otherFormats((e) => catalogueImageKey(kind, id, e)),
      ),
    catalogueImageKey,
    removeCatalogueImages: (kind, id) =>
      repo.removeObjects(
        db,
        otherFormats((e) => catalogueImageKey(kind, id, e)),
      ),
    placeIdentityFile: (file, tempPath, others) =>
      place(identityKey(file), tempPath, others.map(identityKey)),
    identityKey,
    removeIdentityFiles: (files) => repo.removeObjects(db, files.map(identityKey)),
    planKey: PLAN_KEY,
    placePlan: (tempPath) => place(PLAN_KEY, tempPath),
    find: (key) => repo.findObject(db, key),
    findMany: (keys) => repo.findObjects(db, keys),
    open: (object) => chunkStream(readChunk, object),
    async readSmall(key) {
      const object = await repo.findObject(db, key);
      if (object === null) return null;
      const parts: Buffer[] = [];
      for await (const part of chunkStream(readChunk, object)) parts.push(part as Buffer);
      return Buffer.concat(parts);
    },
    async discard(paths) {
      await Promise.all(paths.map((file) => fsp.rm(file, { force: true })));
    },
    async sweepTemp(maxAgeMs) {
      const names = await fsp.readdir(tmpDir).catch(() => [] as string[]);
      const cutoff = Date.now() - maxAgeMs;
      for (const name of names) {
        const file = path.join(tmpDir, name);
        const stat = await fsp.stat(file).catch(() => null);
        if (stat && stat.mtimeMs < cutoff) await fsp.rm(file, { force: true });
      }
    },
  };
}

/**
 * The path a catalogue picture is served at (admin/image-routes.ts), as the row stores it: the
 * key above under /uploads, and `?v=` from the time it was placed, so cache-first image caches
 * never keep a replaced picture.
 */
export const catalogueImageUrl = (kind: CatalogueKind, id: number, ext: ImageExt, at: Date): string =>
  `/uploads/catalogue/${kind}/${id}/original.${ext}?v=${at.getTime()}`;

/** The one uploads directory of a configuration: DATA_DIR/uploads (tests give a temp DATA_DIR). */
export const uploadsRoot = (config: { dataDir: string }) => path.join(config.dataDir, 'uploads');
