// Streams one stored upload (storage.ts, in the database) or one file on disk (the event's
// identity pictures) with the headers its route chose. The object or file is found before anything
// is sent, so a missing one is a clean 404.
import fs from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import type { UploadStore } from './storage.ts';

/** Every stored file: never sniffed into another type by the browser. */
const BASE_HEADERS = { 'x-content-type-options': 'nosniff' };

const isMissing = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/**
 * Sends the file and answers true, or answers false (having sent nothing) when there is no such
 * file. NOTE: never the reply itself: a FastifyReply is thenable, so an async function returning it
 * resolves only when the response has ended, and to undefined, which read as "no file" and threw a
 * 404 after the 200 had gone (a level-50 log line on every CV served).
 */
export async function sendStoredFile(
  reply: FastifyReply,
  file: string,
  headers: Record<string, string>,
): Promise<boolean> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r');
  } catch (err) {
    if (isMissing(err)) return false;
    throw err;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return false;
    }
    reply.headers({
      ...BASE_HEADERS,
      ...headers,
      'content-length': String(stat.size),
      'last-modified': stat.mtime.toUTCString(),
    });
    reply.send(handle.createReadStream());
    return true;
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/**
 * Sends the stored upload of `key` chunk by chunk and answers true, or answers false (having sent
 * nothing) when there is none. NOTE: one replaced while it streams ends the answer short (the
 * length was sent), so the client sees a failed download rather than two files mixed.
 */
export async function sendStoredUpload(
  reply: FastifyReply,
  store: UploadStore,
  key: string,
  headers: Record<string, string>,
): Promise<boolean> {
  const object = await store.find(key);
  if (object === null) return false;
  reply.headers({
    ...BASE_HEADERS,
    ...headers,
    'content-length': String(object.size),
    'last-modified': object.modifiedAt.toUTCString(),
  });
  reply.send(store.open(object));
  return true;
}
