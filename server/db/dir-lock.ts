// PGlite holds no lock on its data directory and two processes on one directory corrupt it
// (DESIGN.md §2), so the server takes `DATA_DIR/db.lock` holding its pid, and refuses a
// directory whose lock belongs to a live process. A stale lock (dead pid) is taken over.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`${dir} is in use by process ${pid}; stop it or choose another DATA_DIR`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLockPid(dir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, 'db.lock'), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function acquireDirLock(dir: string): () => void {
  const file = path.join(dir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLockPid(dir);
      if (holder !== null && holder !== process.pid) throw new DataDirBusyError(dir, holder);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}`);
}
