// Streams one stored upload (storage.ts, in the database) with the headers its route chose. The
// object is found before anything is sent, so a missing one is a clean 404.
import type { FastifyReply } from 'fastify';
import type { UploadStore } from './storage.ts';

/** Every stored file: never sniffed into another type by the browser. */
const BASE_HEADERS = { 'x-content-type-options': 'nosniff' };

/**
 * Sends the stored upload of `key` chunk by chunk and answers true, or answers false (having sent
 * nothing) when there is none. NOTE: never the reply itself: a FastifyReply is thenable, so an
 * async function returning it resolves only when the response has ended (a 404 thrown after the
 * 200). An upload replaced while it streams ends the answer short (its length was sent), so the
 * client sees a failed download rather than two files mixed.
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
