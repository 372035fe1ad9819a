// The stale lock's takeover is atomic (issue 21, item 6): six real processes taking `db.lock` at
// once, on a directory whose lock names a dead process (a lock file of an earlier version, or a
// lock directory), leave exactly one holder, named by the lock, round after round. Before the fix
// (read the file, judge it stale, remove it, create it again) 20 rounds of 100 had 2 to 4 holders.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readLockPid } from '../../../../server/db/dir-lock.ts';

const TAKERS = 6;
const ROUNDS = 20;
/** A pid above any pid_max, so no process has it: the lock of a server that crashed. */
const DEAD_PID = 999_999_999;
/** What a crashed server left: a lock file (earlier versions) or a lock directory naming it. */
const STALE_LOCKS = [
  (lock: string) => fs.writeFileSync(lock, `${DEAD_PID} 1`),
  (lock: string) => {
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, `${DEAD_PID}-1`), '');
  },
];

type Taker = { child: ChildProcessWithoutNullStreams; next: () => Promise<string> };

function startTaker(dir: string): Taker {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/take-dir-lock.ts', dir]);
  const waiting: ((line: string) => void)[] = [];
  const queued: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const resolve = waiting.shift();
    if (resolve) resolve(line);
    else queued.push(line);
  });
  const next = () =>
    new Promise<string>((resolve) => {
      const line = queued.shift();
      if (line === undefined) waiting.push(resolve);
      else resolve(line);
    });
  return { child, next };
}

let dir = '';
let takers: Taker[] = [];
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-lock-race-'));
  takers = Array.from({ length: TAKERS }, () => startTaker(dir));
  expect(await Promise.all(takers.map((t) => t.next()))).toEqual(Array(TAKERS).fill('ready'));
}, 60_000);
afterAll(() => {
  for (const { child } of takers) child.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

const count = (answers: string[], kind: string) => answers.filter((a) => a.startsWith(kind)).length;

it(`leaves exactly one holder when ${TAKERS} processes take a stale lock at once, ${ROUNDS} rounds`, async () => {
  const rounds: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    STALE_LOCKS[round % STALE_LOCKS.length]!(path.join(dir, 'db.lock'));
    for (const { child } of takers) child.stdin.write('take\n');
    const answers = await Promise.all(takers.map((t) => t.next()));
    const holders = answers.filter((a) => a.startsWith('held')).map((a) => Number(a.split(' ')[1]));
    // The one holder is also the one the lock names.
    const named = holders.length === 1 && readLockPid(dir) === holders[0] ? '' : ', not named';
    rounds.push(`${holders.length} held, ${count(answers, 'busy')} busy${named}`);
    for (const { child } of takers) child.stdin.write('drop\n');
    await Promise.all(takers.map((t) => t.next()));
    // Whatever a round leaves (the released lock, a moved-aside stale file) is cleared for the next.
    for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  expect(rounds).toEqual(Array(ROUNDS).fill(`1 held, ${TAKERS - 1} busy`));
}, 120_000);
