// Streams one stored file with the headers its route chose. The file is opened before anything
// is sent, so a missing file is a clean 404 and a file deleted mid-send still streams whole.
import fs from 'node:fs/promises';
import type { FastifyReply } from 'fastify';

/** Every stored file: never sniffed into another type by the browser. */
const BASE_HEADERS = { 'x-content-type-options': 'nosniff' };

const isMissing = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/** Sends the file, or answers null (having sent nothing) when there is no such file. */
export async function sendStoredFile(
  reply: FastifyReply,
  file: string,
  headers: Record<string, string>,
): Promise<FastifyReply | null> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r');
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    reply.headers({
      ...BASE_HEADERS,
      ...headers,
      'content-length': String(stat.size),
      'last-modified': stat.mtime.toUTCString(),
    });
    return reply.send(handle.createReadStream());
  } catch (err) {
    await handle.close();
    throw err;
  }
}
