// The CV zip as a stream read straight from the upload store (provider-api.md §3 "CVs"; the provider
// fetched each file over HTTP from itself and built the whole zip in memory). Entries are stored,
// not deflated: PDFs are compressed already, and with every size known up front the total length
// is known before the first byte, so the reply carries Content-Length and the browser can show
// progress. Memory stays bounded: one CV is read at a time, one chunk of it (storage.ts) in memory,
// and data flows at the socket's pace.
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { UploadStore } from './storage.ts';

export type ZipSource = { name: string; key: string };
export type ZipStream = { stream: Readable; size: number; entries: number };

/** Finds every source (a missing one is left out), then starts the zip; the caller pipes it. */
export async function streamZip(
  store: UploadStore,
  sources: readonly ZipSource[],
  mtime: Date,
): Promise<ZipStream> {
  const found = await store.findMany(sources.map((source) => source.key));
  const present = sources.flatMap((source) => {
    const object = found.get(source.key);
    return object ? [{ ...source, object, size: object.size }] : [];
  });
  const zip = new yazl.ZipFile();
  const stream = zip.outputStream as Readable;
  let reading: Readable | null = null;
  for (const source of present) {
    const options = { size: source.size, compress: false, mtime, mode: 0o100644 };
    zip.addReadStreamLazy(source.name, options, (cb) => {
      reading = store.open(source.object);
      cb(null, reading);
    });
  }
  // A CV that fails mid-zip, or a client that goes away, ends the stream and stops the reading.
  zip.on('error', (err: Error) => stream.destroy(err));
  stream.on('close', () => reading?.destroy());
  let size = -1;
  // NOTE: @types/yazl types this callback without its argument; yazl passes the total (README).
  const onTotal = (total: number) => void (size = total);
  zip.end(undefined, onTotal as unknown as () => void);
  if (size < 0) throw new Error('zip size unknown with stored entries of known size');
  return { stream, size, entries: present.length };
}
