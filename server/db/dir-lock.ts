// PGlite holds no lock on its data directory and two processes on one directory corrupt it
// (DESIGN.md §2), so the server takes `DATA_DIR/db.lock` holding its pid and that process's start
// time, and refuses a directory whose lock belongs to a live process. A stale lock is taken over:
// its pid is dead, or (issue 7, item 6) now belongs to another process started after the lock's
// owner, as after a reboot or a container restart, where pids are reused.
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

/**
 * When a process started, in clock ticks since boot (/proc/<pid>/stat field 22), or null where
 * /proc is missing. NOTE: the command name (field 2) may hold spaces and parentheses, so fields
 * are counted after its last ')'.
 */
export function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** The pid holding the lock, or null when there is no lock or it is stale. */
export function readLockPid(dir: string): number | null {
  try {
    const [rawPid, recordedStart] = fs.readFileSync(path.join(dir, 'db.lock'), 'utf8').trim().split(/\s+/);
    const pid = Number(rawPid);
    if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
    const start = processStart(pid);
    // A lock written before start times were recorded, or no /proc: a live pid holds it.
    return recordedStart === undefined || start === null || start === recordedStart ? pid : null;
  } catch {
    return null;
  }
}

export function acquireDirLock(dir: string): () => void {
  const file = path.join(dir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const start = processStart(process.pid);
      fs.writeFileSync(file, start === null ? String(process.pid) : `${process.pid} ${start}`, {
        flag: 'wx',
      });
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
