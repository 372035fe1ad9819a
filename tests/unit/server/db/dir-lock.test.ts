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
  it('names the pid and start time, and leaves nothing behind when released', () => {
    fresh();
    const release = acquireDirLock(dir);
    expect(fs.readdirSync(lockFile())).toEqual([`${process.pid}-${processStart(process.pid)}`]);
    expect(readLockPid(dir)).toBe(process.pid);
    release();
    expect(fs.readdirSync(dir)).toEqual([]);
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

  it('takes over a lock file of a dead pid (as earlier versions wrote it)', () => {
    fresh();
    fs.writeFileSync(lockFile(), '999999999');
    acquireDirLock(dir)();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses a lock directory naming a live process; takes one naming a dead one, or none', async () => {
    fresh();
    const child = spawn('sleep', ['30']);
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      fs.mkdirSync(lockFile());
      fs.writeFileSync(path.join(lockFile(), `${child.pid}-${processStart(child.pid!)}`), '');
      expect(() => acquireDirLock(dir)).toThrow(DataDirBusyError);
      expect(readLockPid(dir)).toBe(child.pid);
      expect(fs.readdirSync(dir)).toEqual(['db.lock']);
    } finally {
      child.kill();
    }
    fs.rmSync(lockFile(), { recursive: true });
    for (const leftover of [[], ['999999999-1']]) {
      fs.mkdirSync(lockFile());
      for (const name of leftover) fs.writeFileSync(path.join(lockFile(), name), '');
      const release = acquireDirLock(dir);
      expect(readLockPid(dir)).toBe(process.pid);
      release();
    }
  });
});
