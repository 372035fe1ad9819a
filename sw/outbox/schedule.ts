// When the replay runs (DESIGN.md §5: single-flight), as a small state machine over one phase:
//
//   idle ─ask─▶ running ─(its last pass ends)─▶ idle
//   running ─ask─▶ running   (one more pass after this one; asks made meanwhile merge into one)
//   idle | running ─hold(ms)─▶ held: the pass in progress ends, asks wait ─(ms later)─▶ running | idle
//
// It knows nothing of rows: the pass and how two asks merge are injected (replay.ts).

export type Schedule<T> = {
  /** Asks for a pass; resolves when the run that does it ends (at once while held: it runs later). */
  ask: (request: T) => Promise<void>;
  /** Holds every ask for `ms` (from now, replacing a hold in force); resolves when the run in progress ended. */
  hold: (ms: number) => Promise<void>;
};

type Phase =
  | { name: 'idle' }
  | { name: 'running'; run: Promise<void> }
  | { name: 'held'; run: Promise<void> | null; timer: ReturnType<typeof setTimeout> };

/**
 * `pass` must not throw; `merge` joins a new request into the one waiting (null when none);
 * `onRunEnd` runs at the end of every run, after its last pass.
 */
export function createSchedule<T>(
  pass: (request: T) => Promise<void>,
  merge: (waiting: T | null, request: T) => T,
  onRunEnd: () => void,
): Schedule<T> {
  let phase: Phase = { name: 'idle' };
  /** What was asked and not yet started: the next pass's request. */
  let asked: T | null = null;

  async function runPasses(): Promise<void> {
    // A hold stops the run between passes; what was asked meanwhile waits for the hold to end.
    while (asked !== null && phase.name !== 'held') {
      const request = asked;
      asked = null;
      await pass(request);
    }
    onRunEnd();
  }

  function start(): Promise<void> {
    const run = runPasses().finally(() => {
      if (phase.name === 'held') {
        phase = { ...phase, run: null };
        return;
      }
      phase = { name: 'idle' };
      // An ask that landed after the last pass began and before this line would otherwise be lost.
      if (asked !== null) void start();
    });
    phase = { name: 'running', run };
    return run;
  }

  return {
    ask(request) {
      asked = merge(asked, request);
      if (phase.name === 'held') return Promise.resolve();
      if (phase.name === 'running') return phase.run;
      return start();
    },
    hold(ms) {
      if (phase.name === 'held') clearTimeout(phase.timer);
      const run = phase.name === 'idle' ? null : phase.run;
      const timer = setTimeout(() => {
        const current = phase.name === 'held' ? phase.run : null;
        if (current !== null) {
          phase = { name: 'running', run: current };
          return;
        }
        phase = { name: 'idle' };
        if (asked !== null) void start();
      }, ms);
      phase = { name: 'held', run, timer };
      return run ?? Promise.resolve();
    },
  };
}
