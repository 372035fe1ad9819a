// The bounded, fair hashing queue (issue 7): concurrency cap, per-key and total caps answered
// 'busy' at once, and round-robin between keys so one client's flood cannot starve another.
import { describe, expect, it } from 'vitest';
import { createHashQueue } from '../../../../server/auth/hash-queue.ts';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createHashQueue', () => {
  it('runs at most `concurrency` jobs at once', async () => {
    const queue = createHashQueue({ concurrency: 2 });
    let running = 0;
    let peak = 0;
    const job = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await tick();
      running -= 1;
      return 'ok';
    };
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => queue.run(`k${i}`, job)));
    expect(results).toEqual(Array(6).fill('ok'));
    expect(peak).toBe(2);
    expect(queue.size()).toBe(0);
  });

  it('answers busy at once past maxPerKey for one key, or past maxWaiting in all', async () => {
    const queue = createHashQueue({ concurrency: 1, maxPerKey: 2, maxWaiting: 3 });
    const g = gate();
    const held = [queue.run('a', () => g.opened), queue.run('a', () => g.opened)];
    expect(await queue.run('a', () => g.opened)).toBe('busy');
    const others = [queue.run('b', () => g.opened), queue.run('c', () => g.opened)];
    await tick();
    // 'a' runs; 'a', 'b', 'c' wait: the queue is full.
    expect(await queue.run('d', () => g.opened)).toBe('busy');
    g.open();
    await Promise.all([...held, ...others]);
    expect(await queue.run('a', async () => 'again')).toBe('again');
  });

  it('takes waiting jobs round-robin per key', async () => {
    const queue = createHashQueue({ concurrency: 1, maxPerKey: 10 });
    const order: string[] = [];
    const g = gate();
    const first = queue.run('flood', () => g.opened);
    const jobs = [
      ...Array.from({ length: 4 }, (_, i) => queue.run('flood', async () => void order.push(`flood${i}`))),
      queue.run('real', async () => void order.push('real')),
    ];
    g.open();
    await Promise.all([first, ...jobs]);
    expect(order.indexOf('real')).toBeLessThanOrEqual(1);
  });

  it('runs one job per key at a time, so another key starts at once', async () => {
    const queue = createHashQueue({ concurrency: 2, maxPerKey: 10 });
    const g = gate();
    let floodRunning = 0;
    let floodPeak = 0;
    const floodJob = async () => {
      floodRunning += 1;
      floodPeak = Math.max(floodPeak, floodRunning);
      await g.opened;
      floodRunning -= 1;
    };
    const flood = Array.from({ length: 5 }, () => queue.run('flood', floodJob));
    await tick();
    let isRealStarted = false;
    const real = queue.run('real', async () => void (isRealStarted = true));
    await tick();
    expect(isRealStarted).toBe(true);
    g.open();
    await Promise.all([real, ...flood]);
    expect(floodPeak).toBe(1);
  });
});
