// The bounded, fair hashing queue (issues 7 and 21): concurrency cap, per-key and total caps
// answered 'busy', round-robin between keys so one client's flood cannot starve another, and a
// full queue making room for a newcomer at the expense of the key with the most waiting.
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

  it('makes room for a new key in a full queue: the key with the most waiting gives up its newest', async () => {
    const queue = createHashQueue({ concurrency: 1, maxPerKey: 10, maxWaiting: 4 });
    const g = gate();
    const order: string[] = [];
    const job = (name: string) => async () => {
      await g.opened;
      order.push(name);
      return name;
    };
    const flood = ['f0', 'f1', 'f2', 'f3', 'f4'].map((name) => queue.run('flood', job(name)));
    await tick();
    expect(queue.size()).toBe(5); // f0 runs, f1..f4 wait: full
    const real = queue.run('real', job('real'));
    expect(await flood[4]).toBe('busy'); // the newest of the heaviest key, at once
    expect(queue.size()).toBe(5);
    g.open();
    expect(await real).toBe('real');
    expect(await Promise.all(flood.slice(0, 4))).toEqual(['f0', 'f1', 'f2', 'f3']);
    // f0 was running; 'real' had nothing else queued, so it goes next.
    expect(order.indexOf('real')).toBe(1);
  });

  it('refuses the newcomer when room would leave the heaviest key with fewer than it', async () => {
    const queue = createHashQueue({ concurrency: 1, maxPerKey: 10, maxWaiting: 3 });
    const g = gate();
    const held = [queue.run('a', () => g.opened), queue.run('b', () => g.opened)];
    const twice = [queue.run('c', () => g.opened), queue.run('c', () => g.opened)];
    await tick();
    // 'a' runs; 'b' waits one, 'c' two: full. 'c' again would hold three: refused, nobody shed.
    expect(await queue.run('c', () => g.opened)).toBe('busy');
    // 'd' holds none: 'c' gives one up.
    const newcomer = queue.run('d', async () => 'd');
    expect(await twice[1]).toBe('busy');
    // Now every waiting key holds one: a further newcomer is refused.
    expect(await queue.run('e', () => g.opened)).toBe('busy');
    g.open();
    await Promise.all([...held, twice[0], newcomer]);
    expect(await newcomer).toBe('d');
    expect(queue.size()).toBe(0);
  });

  it('starts a newcomer as soon as a slot frees, however many jobs the others hold', async () => {
    const queue = createHashQueue({ concurrency: 2, maxPerKey: 20, maxWaiting: 64 });
    const order: string[] = [];
    const g = gate();
    let isHeld = false;
    const floods = Array.from({ length: 6 }, (_, k) =>
      Array.from({ length: 11 }, (_, i) =>
        queue.run(`flood${k}`, async () => {
          isHeld ||= queue.size() <= 50;
          if (isHeld) await g.opened;
          order.push(`flood${k}-${i}`);
        }),
      ),
    ).flat();
    // The flood under way: every flood key has had a turn and still has jobs waiting.
    while (!isHeld) await tick();
    expect(queue.size()).toBe(50);
    order.push('real comes');
    const real = queue.run('real', async () => void order.push('real'));
    g.open();
    await Promise.all([real, ...floods]);
    // At most the two running when it came end before it starts.
    expect(order.indexOf('real') - order.indexOf('real comes')).toBeLessThanOrEqual(3);
  });

  it('alternates fresh keys with the round, so a stream of fresh keys cannot starve a waiting one', async () => {
    const queue = createHashQueue({ concurrency: 1, maxPerKey: 10 });
    const order: string[] = [];
    const g = gate();
    const first = queue.run('busy', () => g.opened);
    const queued = queue.run('busy', async () => void order.push('busy'));
    const fresh = Array.from({ length: 4 }, (_, i) =>
      queue.run(`fresh${i}`, async () => void order.push(`fresh${i}`)),
    );
    g.open();
    await Promise.all([first, queued, ...fresh]);
    expect(order.indexOf('busy')).toBe(1);
  });
});
