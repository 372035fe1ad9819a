// The page's requests to the service worker's outbox (src/outbox/outbox-client.ts) reach a worker that does
// not control the page yet, once it is active: a replay asked then is not lost (issue 12).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OUTBOX_PAGE_TICK_MS,
  requestReplay,
  retryOutboxRow,
  startReplayTriggers,
} from '../../../../src/outbox/outbox-client.ts';

type Posted = unknown[];

function worker(posted: Posted) {
  return { postMessage: (message: unknown) => posted.push(message) };
}

afterEach(() => vi.unstubAllGlobals());

describe('requests to the outbox worker', () => {
  it('go to the controlling worker at once', () => {
    const posted: Posted = [];
    vi.stubGlobal('navigator', {
      serviceWorker: { controller: worker(posted), ready: new Promise(() => {}) },
    });
    requestReplay('start');
    expect(posted).toEqual([{ type: 'OUTBOX_SYNC', reason: 'start' }]);
  });

  it('reach the active worker once it is ready when none controls the page', async () => {
    const posted: Posted = [];
    let activate: (registration: { active: ReturnType<typeof worker> }) => void = () => {};
    const ready = new Promise<{ active: ReturnType<typeof worker> }>((resolve) => (activate = resolve));
    vi.stubGlobal('navigator', { serviceWorker: { controller: null, ready } });
    requestReplay('start');
    retryOutboxRow('row-1');
    expect(posted).toEqual([]);
    activate({ active: worker(posted) });
    await ready;
    await Promise.resolve();
    expect(posted).toEqual([
      { type: 'OUTBOX_SYNC', reason: 'start' },
      { type: 'OUTBOX_RETRY', id: 'row-1' },
    ]);
  });

  it('do nothing where there is no service worker', () => {
    vi.stubGlobal('navigator', {});
    expect(() => requestReplay('online')).not.toThrow();
  });
});

describe('the replay triggers of an open page', () => {
  it('ask at start, then remind the worker every tick while the page is visible, until stopped', () => {
    vi.useFakeTimers();
    const posted: Posted = [];
    let visibility = 'visible';
    vi.stubGlobal('navigator', {
      serviceWorker: { controller: worker(posted), ready: new Promise(() => {}) },
    });
    vi.stubGlobal('window', new EventTarget());
    const doc = new EventTarget();
    Object.defineProperty(doc, 'visibilityState', { get: () => visibility });
    vi.stubGlobal('document', doc);
    const stop = startReplayTriggers();
    expect(posted).toEqual([{ type: 'OUTBOX_SYNC', reason: 'start' }]);
    vi.advanceTimersByTime(OUTBOX_PAGE_TICK_MS);
    expect(posted.at(-1)).toEqual({ type: 'OUTBOX_SYNC', reason: 'tick' });
    visibility = 'hidden';
    vi.advanceTimersByTime(3 * OUTBOX_PAGE_TICK_MS);
    expect(posted).toHaveLength(2);
    visibility = 'visible';
    stop();
    vi.advanceTimersByTime(3 * OUTBOX_PAGE_TICK_MS);
    expect(posted).toHaveLength(2);
    vi.useRealTimers();
  });
});
