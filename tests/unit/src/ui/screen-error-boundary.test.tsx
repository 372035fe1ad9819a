// @vitest-environment happy-dom
// The screen error boundary: a render error and a lazy screen whose chunk won't load each end in
// a message with a way on, never a blank page, and are reported with console.error.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from '../../../../src/ui/screen-error-boundary.tsx';

let logged: unknown[][] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(Screen: ComponentType) {
  render(
    <MemoryRouter>
      <Suspense fallback={<p>Loading…</p>}>
        <ScreenErrorBoundary>
          <Screen />
        </ScreenErrorBoundary>
      </Suspense>
    </MemoryRouter>,
  );
}

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/slots-screen-x.js');

/** A lazy screen whose dynamic import rejects, as when its chunk is not cached or was replaced. */
const unloadable = () => lazy<ComponentType>(() => Promise.reject(chunkFailure()));

describe('ScreenErrorBoundary', () => {
  it('shows a render error as a message in place, with a link home, and reports it', async () => {
    const boom = new Error('boom');
    function Broken(): never {
      throw boom;
    }
    show(Broken);
    expect((await screen.findByRole('heading')).textContent).toBe('Something went wrong on this screen');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
    expect(logged.some((args) => args.includes(boom))).toBe(true);
  });

  it('mounts the screen again on "Try again"', async () => {
    let isBroken = true;
    function Flaky() {
      if (isBroken) throw new Error('not yet');
      return <h1>Slots</h1>;
    }
    show(Flaky);
    await screen.findByRole('heading', { name: 'Something went wrong on this screen' });
    isBroken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Slots' })).toBeTruthy();
  });

  it('says a newer version is available when a lazy screen cannot load online', async () => {
    show(unloadable());
    expect((await screen.findByRole('heading')).textContent).toBe('A newer version of the app is available');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(logged.some((args) => args.some((a) => a instanceof TypeError))).toBe(true);
  });

  it("says the screen isn't available offline yet when the chunk failed offline, and reloads to retry", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    show(unloadable());
    expect((await screen.findByRole('heading')).textContent).toBe("This screen isn't available offline yet");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
