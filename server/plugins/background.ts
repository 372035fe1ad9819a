// Work a route starts for after its answer (issue 21, point 7: a reset request's lookup and mail).
// It runs off the request path, so how long it takes never shows in the answer; a failure is
// logged, never thrown; and the app's close waits for it, so nothing started is cut off.
// It must not hold anything the caller needs to see in the answer.
import type { FastifyBaseLogger } from 'fastify';

export type Background = {
  /** Runs `task` once the current answer has gone out; never throws, never waits. */
  run: (what: string, task: () => Promise<void>) => void;
  /** Resolves when every task started so far has finished (tests, graceful close). */
  whenIdle: () => Promise<void>;
};

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(what, task) {
      // NOTE: Fastify writes a handler's returned answer in microtasks; setImmediate comes after.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async whenIdle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
