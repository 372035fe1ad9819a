// The upload store's rows (schema/uploads.ts): objects by key, their bytes in chunks. Only
// uploads/storage.ts calls this; a key is built there and nowhere else.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { uploadChunks, uploadObjects } from '../db/schema/uploads.ts';

export type Executor = Db | Tx;

/** A stored object as read for an answer: its blob is read by id, so a replacement never mixes in. */
export type StoredObject = { key: string; blobId: string; size: number; modifiedAt: Date };

const OBJECT = {
  key: uploadObjects.key,
  blobId: uploadObjects.blobId,
  size: uploadObjects.size,
  modifiedAt: uploadObjects.modifiedAt,
};

export async function findObject(db: Executor, key: string): Promise<StoredObject | null> {
  const [row] = await db.select(OBJECT).from(uploadObjects).where(eq(uploadObjects.key, key));
  return row ?? null;
}

export async function findObjects(db: Executor, keys: readonly string[]): Promise<Map<string, StoredObject>> {
  const found = new Map<string, StoredObject>();
  // Bounded batches: a zip of thousands of CVs stays well under the parameter limit.
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await db
      .select(OBJECT)
      .from(uploadObjects)
      .where(inArray(uploadObjects.key, keys.slice(i, i + 1000)));
    for (const row of rows) found.set(row.key, row);
  }
  return found;
}

/** One chunk's bytes, or null past the last one (or when the blob was replaced meanwhile). */
export async function readChunk(db: Executor, blobId: string, seq: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: uploadChunks.bytes })
    .from(uploadChunks)
    .where(and(eq(uploadChunks.blobId, blobId), eq(uploadChunks.seq, seq)));
  return row?.bytes ?? null;
}

/**
 * Writes the chunks as they come into a new blob and points the key at it, dropping the blob it
 * had and the objects of `alsoRemove` (an avatar's other formats), all in one transaction.
 * With `onlyIfAbsent`, a key that exists already is kept and false answered (the move from disk).
 */
export async function putObject(
  db: Executor,
  key: string,
  chunks: AsyncIterable<Buffer>,
  opts: { modifiedAt: Date; alsoRemove?: readonly string[]; onlyIfAbsent?: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises two placements of one key: the second waits and then replaces the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload:${key}`}, 0))`);
    const previous = await findObject(tx, key);
    if (previous && opts.onlyIfAbsent) return false;
    const blobId = randomUUID();
    let seq = 0;
    let size = 0;
    for await (const bytes of chunks) {
      if (bytes.length === 0) continue;
      await tx.insert(uploadChunks).values({ blobId, seq, bytes });
      seq += 1;
      size += bytes.length;
    }
    await tx
      .insert(uploadObjects)
      .values({ key, blobId, size, modifiedAt: opts.modifiedAt })
      .onConflictDoUpdate({ target: uploadObjects.key, set: { blobId, size, modifiedAt: opts.modifiedAt } });
    if (previous) await tx.delete(uploadChunks).where(eq(uploadChunks.blobId, previous.blobId));
    const others = (opts.alsoRemove ?? []).filter((other) => other !== key);
    if (others.length > 0) await removeObjects(tx, others);
    return true;
  });
}

/** Removes the objects of these keys and their bytes. */
export async function removeObjects(db: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(uploadObjects)
      .where(inArray(uploadObjects.key, [...keys]))
      .returning({ blobId: uploadObjects.blobId });
    if (gone.length > 0)
      await tx.delete(uploadChunks).where(
        inArray(
          uploadChunks.blobId,
          gone.map((g) => g.blobId),
        ),
      );
  });
}
