// A bounded, fair queue for password hashing (issues 7 and 21): scrypt at OWASP cost takes
// 128 MiB and ~0.3 s of a libuv thread, so unbounded, 60 guesses at once made a real sign-in wait
// 19 s. At most `concurrency` hashes run (the rest of the libuv pool stays free for files and
// DNS), and at most one per key (the client IP), so one client's flood never holds every slot.
// Waiting jobs are taken round-robin per key; a job whose key had nothing waiting or running
// (a fresh key: most real sign-ins) goes first, but fresh and round turns alternate, so neither
// starves. A key with `maxPerKey` jobs is refused at once ('busy'). When `maxWaiting` jobs wait,
// a few keys must not shut the others out (issue 21: 6 addresses × 11 refused 17 of 18 real
// sign-ins): the key with the most waiting gives up its newest job ('busy') to the newcomer,
// unless that would leave it with fewer than the newcomer; only then is the newcomer refused.

export type HashQueue = {
  /** Runs the job in turn, or answers 'busy' when this key or the queue is full. */
  run: <T>(key: string, job: () => Promise<T>) => Promise<T | 'busy'>;
  /** Jobs running and waiting, for tests and logs. */
  size: () => number;
};

/** Called with true when the job may start, false when it gave its place up. */
type Waiting = (isStarted: boolean) => void;

export function createHashQueue(
  opts: { concurrency?: number; maxPerKey?: number; maxWaiting?: number } = {},
): HashQueue {
  const concurrency = opts.concurrency ?? 2;
  const maxPerKey = opts.maxPerKey ?? 16;
  const maxWaiting = opts.maxWaiting ?? 64;
  const waiting = new Map<string, Waiting[]>(); // insertion order is the round-robin order
  const perKey = new Map<string, number>();
  const runningKeys = new Set<string>();
  /** Keys whose first waiting job came when they had nothing else, in arrival order. */
  const freshKeys = new Set<string>();
  /** True when the last fresh job started ahead of a key waiting in the round. */
  let hasFreshPassed = false;
  let running = 0;
  let waitingCount = 0;

  function nextKey(): string | undefined {
    const fresh = freshKeys.values().next();
    let round: string | undefined;
    for (const key of waiting.keys()) {
      if (!runningKeys.has(key) && !freshKeys.has(key)) {
        round = key;
        break;
      }
    }
    const isFreshTurn = !fresh.done && (round === undefined || !hasFreshPassed);
    hasFreshPassed = isFreshTurn && round !== undefined;
    return isFreshTurn ? fresh.value : round;
  }

  function startNext(): void {
    if (running >= concurrency) return;
    const key = nextKey();
    if (key === undefined) return;
    freshKeys.delete(key);
    const jobs = waiting.get(key)!;
    const start = jobs.shift()!;
    waiting.delete(key);
    if (jobs.length > 0) waiting.set(key, jobs); // to the back of the round
    waitingCount -= 1;
    running += 1;
    runningKeys.add(key);
    start(true);
    startNext();
  }

  /** Makes room for `key` in a full queue at the expense of the key with the most waiting. */
  function makeRoomFor(key: string): boolean {
    let heaviest: Waiting[] | undefined;
    for (const jobs of waiting.values()) if (jobs.length > (heaviest?.length ?? 0)) heaviest = jobs;
    const own = waiting.get(key)?.length ?? 0;
    if (!heaviest || heaviest.length <= own + 1) return false;
    // It held more than one, so its first (maybe fresh) job stays.
    const shed = heaviest.pop()!;
    waitingCount -= 1;
    shed(false);
    return true;
  }

  async function run<T>(key: string, job: () => Promise<T>): Promise<T | 'busy'> {
    const held = perKey.get(key) ?? 0;
    if (held >= maxPerKey) return 'busy';
    if (waitingCount >= maxWaiting && !makeRoomFor(key)) return 'busy';
    perKey.set(key, held + 1);
    try {
      const isStarted = await new Promise<boolean>((resolve) => {
        const jobs = waiting.get(key);
        if (jobs) jobs.push(resolve);
        else waiting.set(key, [resolve]);
        if (!jobs && !runningKeys.has(key)) freshKeys.add(key);
        waitingCount += 1;
        startNext();
      });
      if (!isStarted) return 'busy';
      try {
        return await job();
      } finally {
        running -= 1;
        runningKeys.delete(key);
        startNext();
      }
    } finally {
      const left = (perKey.get(key) ?? 1) - 1;
      if (left === 0) perKey.delete(key);
      else perKey.set(key, left);
    }
  }

  return { run, size: () => running + waitingCount };
}
