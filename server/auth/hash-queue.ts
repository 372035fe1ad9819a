// A bounded, fair queue for password hashing (issue 7): scrypt at OWASP cost takes 128 MiB and
// ~0.3 s of a libuv thread, so unbounded, 60 guesses at once made a real sign-in wait 19 s.
// At most `concurrency` hashes run (the rest of the libuv pool stays free for files and DNS), and
// at most one per key (the client IP), so one client's flood never holds every slot: another
// client's hash starts at once. Waiting jobs are taken round-robin per key; a key with
// `maxPerKey` jobs in the queue, or a full queue, is refused at once ('busy'), before any hashing.

export type HashQueue = {
  /** Runs the job in turn, or answers 'busy' at once when this key or the queue is full. */
  run: <T>(key: string, job: () => Promise<T>) => Promise<T | 'busy'>;
  /** Jobs running and waiting, for tests and logs. */
  size: () => number;
};

type Waiting = () => void;

export function createHashQueue(
  opts: { concurrency?: number; maxPerKey?: number; maxWaiting?: number } = {},
): HashQueue {
  const concurrency = opts.concurrency ?? 2;
  const maxPerKey = opts.maxPerKey ?? 16;
  const maxWaiting = opts.maxWaiting ?? 64;
  const waiting = new Map<string, Waiting[]>(); // insertion order is the round-robin order
  const perKey = new Map<string, number>();
  const runningKeys = new Set<string>();
  let running = 0;
  let waitingCount = 0;

  function startNext(): void {
    if (running >= concurrency) return;
    for (const [key, jobs] of waiting) {
      if (runningKeys.has(key)) continue;
      const start = jobs.shift()!;
      waiting.delete(key);
      if (jobs.length > 0) waiting.set(key, jobs); // to the back of the round
      waitingCount -= 1;
      running += 1;
      runningKeys.add(key);
      start();
      return startNext();
    }
  }

  async function run<T>(key: string, job: () => Promise<T>): Promise<T | 'busy'> {
    const held = perKey.get(key) ?? 0;
    if (held >= maxPerKey || waitingCount >= maxWaiting) return 'busy';
    perKey.set(key, held + 1);
    try {
      await new Promise<void>((resolve) => {
        const jobs = waiting.get(key);
        if (jobs) jobs.push(resolve);
        else waiting.set(key, [resolve]);
        waitingCount += 1;
        startNext();
      });
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
