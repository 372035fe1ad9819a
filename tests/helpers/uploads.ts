// Uploads put straight into the store (server/uploads/storage.ts, in the database), for tests that
// need a stored file without going through an upload route.
import { like } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { putObject } from '../../server/uploads/repo.ts';
import { uploadObjects } from '../../server/db/schema/uploads.ts';
import { fileChunks, UPLOAD_CHUNK_BYTES } from '../../server/uploads/storage.ts';

async function* bufferChunks(data: Buffer): AsyncIterable<Buffer> {
  for (let at = 0; at < data.length; at += UPLOAD_CHUNK_BYTES)
    yield data.subarray(at, at + UPLOAD_CHUNK_BYTES);
}

/** Stores `data` (or the file `from`, read chunk by chunk) under the store's key. */
export async function storeUpload(
  db: Db,
  key: string,
  data: Buffer | { from: string },
  modifiedAt = new Date(),
) {
  const chunks = Buffer.isBuffer(data) ? bufferChunks(data) : fileChunks(data.from);
  await putObject(db, key, chunks, { modifiedAt });
}

/** The keys stored under a prefix, sorted: what is left of an attendee's or a picture's files. */
export async function storedKeys(db: Db, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ key: uploadObjects.key })
    .from(uploadObjects)
    .where(like(uploadObjects.key, `${prefix}%`));
  return rows.map((row) => row.key).sort();
}
