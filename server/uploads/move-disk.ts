// The move of an older version's uploads into the database (issue 28): at start, before the server
// listens, every file under DATA_DIR/uploads with a key the store knows (storage.ts's layout, which
// the keys keep) is copied in chunk by chunk, and removed from disk once its copy committed. It is
// idempotent: a start killed midway finds what is left and moves it next time, and a key already
// in the database (a newer upload) keeps its bytes, the stale file is dropped. tmp/ is left to the
// temp sweep; a file of another name is left where it is and counted. It runs after the
// migrations, so a database that is down fails the start there, as it always did.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import { putObject } from './repo.ts';
import { fileChunks, STORED_KEY } from './storage.ts';

export type MoveReport = { moved: number; alreadyStored: number; left: string[] };

async function* walk(dir: string): AsyncGenerator<string> {
  const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Removes the now empty directories under `dir` (not `dir` itself). */
async function pruneEmpty(dir: string): Promise<void> {
  const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    await pruneEmpty(full);
    await fsp.rmdir(full).catch(() => undefined); // not empty: kept
  }
}

export async function moveDiskUploads(db: Db, root: string): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, alreadyStored: 0, left: [] };
  for await (const file of walk(root)) {
    const key = path.relative(root, file).split(path.sep).join('/');
    if (key.startsWith('tmp/')) continue;
    if (!STORED_KEY.test(key)) {
      report.left.push(key);
      continue;
    }
    const stat = await fsp.stat(file);
    const isPut = await putObject(db, key, fileChunks(file), { modifiedAt: stat.mtime, onlyIfAbsent: true });
    if (isPut) report.moved += 1;
    else report.alreadyStored += 1;
    await fsp.rm(file, { force: true });
  }
  await pruneEmpty(root);
  return report;
}
