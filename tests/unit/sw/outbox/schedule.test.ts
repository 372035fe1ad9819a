import { describe, expect, it, vi } from 'vitest';
import { createSchedule } from '../../../../sw/outbox/schedule.ts';

/** A schedule whose passes record their request and wait for `release()` when `isGated`. */
function harness() {
  const passes: string[] = [];
  let runs = 0;
  let open: (() => void) | null = null;
  let isGated = false;
  const schedule = createSchedule<string>(
    async (request) => {
      passes.push(request);
      if (isGated) await new Promise<void>((done) => (open = done));
    },
    (waiting, request) => (waiting === null ? request : `${waiting}+${request}`),
    () => (runs += 1),
  );
  return {
    schedule,
    passes,
    runs: () => runs,
    gate: (value: boolean) => (isGated = value),
    release: () => open?.(),
  };
}

describe('the replay schedule', () => {
  it('runs one pass at a time; asks made during a run merge into one more pass after it', async () => {
    const h = harness();
    h.gate(true);
    const run = h.schedule.ask('a');
    const during = [h.schedule.ask('b'), h.schedule.ask('c')];
    h.gate(false);
    h.release();
    await Promise.all([run, ...during]);
    expect(h.passes).toEqual(['a', 'b+c']);
    expect(h.runs()).toBe(1);
  });

  it('held, lets the pass in progress end and keeps what is asked until the hold ends', async () => {
    vi.useFakeTimers();
    try {
      const h = harness();
      h.gate(true);
      const run = h.schedule.ask('a');
      const held = h.schedule.hold(100);
      void h.schedule.ask('b');
      h.gate(false);
      h.release();
      await held;
      await run;
      await h.schedule.ask('c'); // held: resolves at once, runs later
      expect(h.passes).toEqual(['a']);
      await vi.advanceTimersByTimeAsync(100);
      expect(h.passes).toEqual(['a', 'b+c']);
      expect(h.runs()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
