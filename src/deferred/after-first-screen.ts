// The moment deferred JS may load (DESIGN.md §7): on idle after the first routed screen has
// rendered, or FIRST_SCREEN_WAIT_MS after load when no screen renders. The service worker's
// lifecycle (workbox-window) and the outbox's page side (count, replay triggers, session mirror)
// wait for it, so no screen's first load pays for them. `npm run bench` reads DEFERRED_MARK.
import { useEffect, useState } from 'react';

/** A performance mark set when the deferred jobs start; `npm run bench` waits for it. */
export const DEFERRED_MARK = 'confetti:deferred';

/** NOTE: a first screen renders well within this; past it deferred work starts all the same. */
const FIRST_SCREEN_WAIT_MS = 5_000;

/**
 * NOTE: the longest wait for an idle moment. A busy page (a slow phone, a screen that animates)
 * may never idle; without a bound the spotlight channel and the outbox never started there.
 */
const IDLE_WAIT_MS = 2_000;

let isStarted = false;
let isArmed = false;
const jobs: (() => void)[] = [];

/** Runs `job` once deferred JS may load: at once if that moment has passed. */
export function afterFirstScreen(job: () => void): void {
  if (isStarted) job();
  else jobs.push(job);
  armFallback();
}

/** Called by every routed screen once it has rendered; the first call opens the gate on idle. */
export function firstScreenRendered(): void {
  startOnIdle();
}

/** True once the gate has opened, re-rendering the caller at that moment. */
export function useAfterFirstScreen(): boolean {
  const [isOpen, setIsOpen] = useState(isStarted);
  useEffect(() => afterFirstScreen(() => setIsOpen(true)), []);
  return isOpen;
}

function armFallback(): void {
  if (isArmed || typeof window === 'undefined') return;
  isArmed = true;
  const fallback = () => setTimeout(startOnIdle, FIRST_SCREEN_WAIT_MS);
  if (document.readyState === 'complete') fallback();
  else window.addEventListener('load', fallback, { once: true });
}

function startOnIdle(): void {
  if (isStarted || typeof window === 'undefined') return;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    performance.mark(DEFERRED_MARK);
    for (const job of jobs.splice(0)) job();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: IDLE_WAIT_MS });
  else setTimeout(start, 0);
}
