import { describe, expect, it } from 'vitest';
import { inPool } from '../../../sw/in-pool.ts';

/** A job per item that the test settles by hand, so it sees how many run at once. */
function controlledJobs() {
  const running = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  const started: number[] = [];
  let peak = 0;
  const work = (item: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(item);
      running.set(item, {
        resolve: () => (running.delete(item), resolve()),
        reject: (e) => (running.delete(item), reject(e)),
      });
      peak = Math.max(peak, running.size);
    });
  return { running, started, work, peak: () => peak };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inPool', () => {
  it('runs every item once, never more than `size` at once, the next as soon as one ends', async () => {
    const jobs = controlledJobs();
    const items = Array.from({ length: 10 }, (_, i) => i);
    const done = inPool(items, 3, jobs.work);
    await flush();
    expect(jobs.started).toEqual([0, 1, 2]);
    jobs.running.get(1)?.resolve();
    await flush();
    expect(jobs.started).toEqual([0, 1, 2, 3]);
    while (jobs.running.size > 0) {
      for (const job of [...jobs.running.values()]) job.resolve();
      await flush();
    }
    await expect(done).resolves.toBeUndefined();
    expect(jobs.started.toSorted((a, b) => a - b)).toEqual(items);
    expect(jobs.peak()).toBe(3);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const jobs = controlledJobs();
    const done = inPool([0, 1, 2, 3, 4, 5], 2, jobs.work);
    await flush();
    jobs.running.get(0)?.reject(new Error('bad-precaching-response'));
    await expect(done).rejects.toThrow('bad-precaching-response');
    jobs.running.get(1)?.resolve();
    await flush();
    expect(jobs.started).toEqual([0, 1]);
  });

  it('resolves at once for no items, and runs a list shorter than the pool', async () => {
    await expect(inPool([], 6, () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
    const seen: string[] = [];
    await inPool(['a', 'b'], 6, async (item) => void seen.push(item));
    expect(seen).toEqual(['a', 'b']);
  });

  it('refuses a pool of no runners, which would never finish', async () => {
    await expect(inPool([1], 0, () => Promise.resolve())).rejects.toThrow(RangeError);
  });
});
