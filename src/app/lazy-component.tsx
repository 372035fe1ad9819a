// Code splitting for the routed screens and the signed-in shell, without Suspense. React.lazy
// suspends, and React holds content revealed after a Suspense fallback back until 300 ms after
// that fallback showed (its FALLBACK_THROTTLE_MS): on an offline reload of a cached screen that
// was half the wait (issue 9). Here the loading state is ordinary rendering, and the loaded
// component replaces it through a state update, which commits at once. `preload()` starts the
// download before the component renders (the signed-in gate does, during the session check).
// NOTE: a hydration (issue 26: a page rendered ahead) does suspend until the code has arrived, as
// the server's render does: React keeps the served HTML meanwhile, where a loading state would not
// match it. Nothing is shown in its place, so no fallback is throttled.
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { PageLoading } from '../ui/page-loading.tsx';

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading (once); resolves when the component can render, or its load failed. */
  preload: () => Promise<void>;
};

export function isLazyComponent<P extends object>(
  component: ComponentType<P>,
): component is LazyComponent<P> {
  return 'preload' in component;
}

const subscribeToNothing = () => () => undefined;

/**
 * A component loaded on first render or `preload()`, showing PageLoading meanwhile (suspending
 * instead while hydrating, and while rendering on the server). A failed load
 * is thrown at render for the screen's error boundary, and stays failed until a reload, like a
 * rejected React.lazy. `onShown` runs after each render of the loaded component.
 */
export function lazyComponent<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  onShown?: () => void,
): LazyComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = pick(module);
      },
      (error: unknown) => {
        failure = { error };
      },
    ));

  function Lazy(props: P) {
    const [, setLoads] = useState(0);
    // True while React hydrates a page rendered ahead (and on the server), false in any later render.
    const isHydrating = useSyncExternalStore(
      subscribeToNothing,
      () => false,
      () => true,
    );
    const isReady = Loaded !== null;
    useEffect(() => {
      if (isReady) {
        onShown?.();
        return;
      }
      let isCurrent = true;
      void preload().then(() => {
        if (isCurrent) setLoads((count) => count + 1);
      });
      return () => {
        isCurrent = false;
      };
    }, [isReady]);
    if (failure !== null) throw failure.error;
    if (Loaded === null && isHydrating) throw preload();
    return Loaded === null ? <PageLoading /> : <Loaded {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
