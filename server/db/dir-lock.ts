// PGlite holds no lock on its data directory and two processes on one directory corrupt it
// (DESIGN.md §2), so the server takes `DATA_DIR/db.lock`, naming its pid and that process's start
// time, and refuses a directory whose lock belongs to a live process. A stale lock is taken over:
// its pid is dead, or (issue 7, item 6) now belongs to another process started after the lock's
// owner, as after a reboot or a container restart, where pids are reused.
//
// NOTE (issue 21, item 6): the takeover is atomic. `db.lock` is a directory holding one empty file
// named after its owner, `<pid>-<start>`. Every step that changes it is conditional in the kernel:
//  - taking: a private directory, already holding our owner file, is renamed onto `db.lock`;
//    rename(2) replaces only a missing or EMPTY directory, so of takers racing for a free or
//    emptied lock exactly one wins and the others get ENOTEMPTY and look again;
//  - taking over: the stale owner file is unlinked by its exact name. A stale name never becomes
//    live again (a live process with that pid started after the owner's recorded start), so
//    unlinking it can only remove the stale owner: racing takers all remove the same file
//    (the others get ENOENT), and none can remove a live holder's file, which has another name;
//  - releasing: the holder unlinks its own file, then rmdir(2) removes `db.lock` only if it is
//    still empty, so a taker that renamed its directory in between keeps it.
// Before this, a plain file was read, judged stale, removed and created again: a taker could
// remove the file another taker had just created (6 takers: several holders in 3 rounds of 8).
// A `db.lock` FILE (written by earlier versions) is still read; a stale one is unlinked, which
// fails on the directory that may replace it (EISDIR), never removing a live lock.
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

const LOCK = 'db.lock';
/** Enough for every taker in a race to see the winner, and far from a livelock. */
const ATTEMPTS = 20;

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

/** This process's owner name: `<pid>-<start>`, or `<pid>` where /proc is missing. */
export function ownerName(pid: number): string {
  const start = processStart(pid);
  return start === null ? String(pid) : `${pid}-${start}`;
}

/** The live pid an owner record names (`<pid>[-<start>]`, or `<pid> <start>` in a lock file), else null. */
function liveOwner(record: string): number | null {
  const [rawPid, recordedStart] = record.trim().split(/[\s-]+/);
  const pid = Number(rawPid);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  const start = processStart(pid);
  // A lock written before start times were recorded, or no /proc: a live pid holds it.
  return recordedStart === undefined || start === null || start === recordedStart ? pid : null;
}

type Found = { kind: 'none' } | { kind: 'held'; pid: number } | { kind: 'stale'; remove: () => void };

const ignoring = (codes: readonly string[], act: () => void) => () => {
  try {
    act();
  } catch (err) {
    if (!codes.includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
  }
};

/** What `dir`'s lock is now, and for a stale one how to remove exactly it. */
function inspect(dir: string): Found {
  const lock = path.join(dir, LOCK);
  let names: string[];
  try {
    names = fs.readdirSync(lock);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { kind: 'none' };
    if (code !== 'ENOTDIR') throw err;
    let record: string;
    try {
      record = fs.readFileSync(lock, 'utf8');
    } catch (readErr) {
      // Removed, or replaced by a directory, since it was listed: look again.
      if (['ENOENT', 'EISDIR'].includes((readErr as NodeJS.ErrnoException).code ?? ''))
        return { kind: 'none' };
      throw readErr;
    }
    const pid = liveOwner(record);
    if (pid !== null) return { kind: 'held', pid };
    return { kind: 'stale', remove: ignoring(['ENOENT', 'EISDIR', 'EPERM'], () => fs.unlinkSync(lock)) };
  }
  for (const name of names) {
    const pid = liveOwner(name);
    if (pid !== null) return { kind: 'held', pid };
  }
  const remove = () =>
    names.forEach((name) => ignoring(['ENOENT'], () => fs.unlinkSync(path.join(lock, name)))());
  return names.length === 0 ? { kind: 'none' } : { kind: 'stale', remove };
}

/** The pid holding the lock, or null when there is no lock or it is stale. */
export function readLockPid(dir: string): number | null {
  try {
    const found = inspect(dir);
    return found.kind === 'held' ? found.pid : null;
  } catch {
    return null;
  }
}

export function acquireDirLock(dir: string): () => void {
  const lock = path.join(dir, LOCK);
  const me = ownerName(process.pid);
  const mine = fs.mkdtempSync(path.join(dir, `${LOCK}.new-`));
  fs.writeFileSync(path.join(mine, me), '', { flag: 'wx' });
  const discardMine = () => fs.rmSync(mine, { recursive: true, force: true });
  const release = () => {
    ignoring(['ENOENT'], () => fs.unlinkSync(path.join(lock, me)))();
    ignoring(['ENOENT', 'ENOTEMPTY', 'EEXIST', 'ENOTDIR'], () => fs.rmdirSync(lock))();
  };
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        fs.renameSync(mine, lock);
        return release;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'ENOTDIR' && code !== 'EISDIR') throw err;
      }
      const found = inspect(dir);
      // This process holds it already (a second open in one process): as before, it is ours.
      if (found.kind === 'held' && found.pid === process.pid) {
        discardMine();
        return release;
      }
      if (found.kind === 'held') throw new DataDirBusyError(dir, found.pid);
      if (found.kind === 'stale') found.remove();
    }
  } catch (err) {
    discardMine();
    throw err;
  }
  discardMine();
  throw new Error(`could not lock ${dir}`);
}
