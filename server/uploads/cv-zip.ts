// The CV zip as a stream read straight from storage (provider-api.md §3 "CVs"; the provider
// fetched each file over HTTP from itself and built the whole zip in memory). Entries are stored,
// not deflated: PDFs are compressed already, and with every size known up front the total length
// is known before the first byte, so the reply carries Content-Length and the browser can show
// progress. Memory stays bounded: one file is open at a time and data flows at the socket's pace.
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yazl from 'yazl';

export type ZipSource = { name: string; path: string };
export type ZipStream = { stream: Readable; size: number; entries: number };

/** Stats every source (a missing file is left out), then starts the zip; the caller pipes it. */
export async function streamZip(sources: readonly ZipSource[], mtime: Date): Promise<ZipStream> {
  const present: (ZipSource & { size: number })[] = [];
  for (const source of sources) {
    const stat = await fs.stat(source.path).catch(() => null);
    if (stat?.isFile()) present.push({ ...source, size: stat.size });
  }
  const zip = new yazl.ZipFile();
  const stream = zip.outputStream as Readable;
  let reading: Readable | null = null;
  for (const source of present) {
    const options = { size: source.size, compress: false, mtime, mode: 0o100644 };
    zip.addReadStreamLazy(source.name, options, (cb) => {
      fs.open(source.path, 'r').then(
        (handle) => {
          reading = handle.createReadStream();
          cb(null, reading);
        },
        (err: unknown) => cb(err, null as unknown as Readable),
      );
    });
  }
  // A file that fails mid-zip, or a client that goes away, ends the stream and closes the file.
  zip.on('error', (err: Error) => stream.destroy(err));
  stream.on('close', () => reading?.destroy());
  let size = -1;
  // NOTE: @types/yazl types this callback without its argument; yazl passes the total (README).
  const onTotal = (total: number) => void (size = total);
  zip.end(undefined, onTotal as unknown as () => void);
  if (size < 0) throw new Error('zip size unknown with stored entries of known size');
  return { stream, size, entries: present.length };
}
