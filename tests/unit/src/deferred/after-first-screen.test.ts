import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AfterFirstScreen from '../../../../src/deferred/after-first-screen.ts';

type Module = typeof AfterFirstScreen;

/**
 * A page that never has an idle moment (a slow phone under load, a screen that animates): the
 * browser runs an idle callback only when its `timeout` has passed, as Chromium does.
 */
function neverIdlePage(): void {
  vi.stubGlobal('window', {
    requestIdleCallback: (callback: () => void, options?: { timeout?: number }) => {
      if (options?.timeout !== undefined) setTimeout(callback, options.timeout);
      return 1;
    },
    addEventListener: () => undefined,
  });
  vi.stubGlobal('document', { readyState: 'complete' });
}

async function freshModule(): Promise<Module> {
  vi.resetModules();
  return import('../../../../src/deferred/after-first-screen.ts');
}

describe('afterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    neverIdlePage();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts the deferred jobs (the spotlight channel, the outbox) on a page that never idles', async () => {
    const { afterFirstScreen, firstScreenRendered } = await freshModule();
    const job = vi.fn();
    afterFirstScreen(job);
    firstScreenRendered();
    expect(job).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(job).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    afterFirstScreen(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('starts them when no screen renders, once the first-screen wait has passed', async () => {
    const { afterFirstScreen } = await freshModule();
    const job = vi.fn();
    afterFirstScreen(job);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(job).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_001);
    expect(job).toHaveBeenCalledTimes(1);
  });
});
