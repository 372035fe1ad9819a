// @vitest-environment happy-dom
// Routed screens and the signed-in shell load through lazyComponent: a calm loading state until
// the code is there, the component at once when it was preloaded, and a chunk that will not load
// handed to the screen's error boundary (no Suspense, so no 300 ms hold-back of React's).
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLazyComponent, lazyComponent } from '../../../../src/app/lazy-component.tsx';
import { ScreenErrorBoundary } from '../../../../src/ui/screen-error-boundary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Module = { Greeting: ({ name }: { name: string }) => React.JSX.Element };
const greetingModule: Module = { Greeting: ({ name }) => <h1>Hello {name}</h1> };

/** A load the test resolves or rejects when it wants. */
function deferredLoad() {
  let settle: { resolve: (m: Module) => void; reject: (e: unknown) => void } | undefined;
  const promise = new Promise<Module>((resolve, reject) => (settle = { resolve, reject }));
  return { load: vi.fn(() => promise), settle: () => settle! };
}

describe('lazyComponent', () => {
  it('shows the loading state, then the component with its props, loading its code once', async () => {
    const { load, settle } = deferredLoad();
    const Greeting = lazyComponent(load, (m) => m.Greeting);
    render(<Greeting name="Ana" />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await act(async () => settle().resolve(greetingModule));
    expect(screen.getByRole('heading').textContent).toBe('Hello Ana');
    render(<Greeting name="Rui" />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Hello Ana', 'Hello Rui']);
    expect(load).toHaveBeenCalledOnce();
  });

  it('renders at once, with no loading state, when preloaded before its first render', async () => {
    const load = vi.fn(async () => greetingModule);
    const Greeting = lazyComponent(load, (m) => m.Greeting);
    await Greeting.preload();
    render(<Greeting name="Ana" />);
    expect(screen.getByRole('heading').textContent).toBe('Hello Ana');
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('tells its host once it shows, not while loading', async () => {
    const { load, settle } = deferredLoad();
    const onShown = vi.fn();
    const Greeting = lazyComponent(load, (m) => m.Greeting, onShown);
    render(<Greeting name="Ana" />);
    expect(onShown).not.toHaveBeenCalled();
    await act(async () => settle().resolve(greetingModule));
    expect(onShown).toHaveBeenCalled();
  });

  it('hands a chunk that will not load to the screen error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, settle } = deferredLoad();
    const Greeting = lazyComponent(load, (m) => m.Greeting);
    render(
      <MemoryRouter>
        <ScreenErrorBoundary>
          <Greeting name="Ana" />
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    await act(async () =>
      settle().reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    expect(screen.getByRole('heading').textContent).toBe('A newer version of the app is available');
  });

  it('is told apart from an eagerly loaded screen', () => {
    expect(
      isLazyComponent(
        lazyComponent(
          async () => greetingModule,
          (m) => m.Greeting,
        ),
      ),
    ).toBe(true);
    expect(isLazyComponent(greetingModule.Greeting as () => React.JSX.Element)).toBe(false);
  });
});
