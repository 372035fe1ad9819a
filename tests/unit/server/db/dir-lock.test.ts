// The data directory lock (DESIGN.md §2): a live owner holds it; a dead one, or a pid now reused
// by another process (issue 7, item 6), leaves a stale lock that the next server takes over.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acquireDirLock,
  DataDirBusyError,
  processStart,
  readLockPid,
} from '../../../../server/db/dir-lock.ts';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-lock-')));
const lockFile = () => path.join(dir, 'db.lock');

describe('acquireDirLock', () => {
  it('writes the pid and start time, and refuses while a live owner holds it', () => {
    fresh();
    const release = acquireDirLock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(`${process.pid} ${processStart(process.pid)}`);
    expect(readLockPid(dir)).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses a lock held by another live process started when the lock says', async () => {
    fresh();
    const child = spawn('sleep', ['30']);
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      fs.writeFileSync(lockFile(), `${child.pid} ${processStart(child.pid!)}`);
      expect(() => acquireDirLock(dir)).toThrow(DataDirBusyError);
    } finally {
      child.kill();
    }
  });

  it('takes over a lock whose pid now belongs to another process (reused after a restart)', async () => {
    fresh();
    const child = spawn('sleep', ['30']);
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      fs.writeFileSync(lockFile(), `${child.pid} 1`); // the same pid, started at another time
      expect(readLockPid(dir)).toBeNull();
      const release = acquireDirLock(dir);
      expect(readLockPid(dir)).toBe(process.pid);
      release();
    } finally {
      child.kill();
    }
  });

  it('takes over a lock of a dead pid', () => {
    fresh();
    fs.writeFileSync(lockFile(), '999999999');
    acquireDirLock(dir)();
  });
});
