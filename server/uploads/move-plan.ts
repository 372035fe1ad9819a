// The move of an older version's venue plan into the database (issue 28): at start, before the
// server listens, DATA_DIR/venue/plan.svg is copied into the upload store under its key
// (storage.ts's PLAN_KEY) and removed from disk once its copy committed, as move-disk.ts does for
// DATA_DIR/uploads. It is idempotent: a start killed midway moves it next time, and a plan already
// stored (placed through the console of this or another process) keeps its bytes, the stale file
// is dropped. It runs after the migrations, so a database that is down fails the start there, as
// it always did.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import { putObject } from './repo.ts';
import { diskPlanPath } from '../venue/plan.ts';
import { fileChunks, PLAN_KEY } from './storage.ts';

export type PlanMove = 'moved' | 'already-stored' | 'none';

export async function moveDiskPlan(db: Db, dataDir: string): Promise<PlanMove> {
  const file = diskPlanPath(dataDir);
  const stat = await fsp.stat(file).catch(() => null);
  if (!stat?.isFile()) return 'none';
  const isPut = await putObject(db, PLAN_KEY, fileChunks(file), {
    modifiedAt: stat.mtime,
    onlyIfAbsent: true,
  });
  await fsp.rm(file, { force: true });
  await fsp.rmdir(path.dirname(file)).catch(() => undefined); // other files there: kept
  return isPut ? 'moved' : 'already-stored';
}
