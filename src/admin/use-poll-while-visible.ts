// Calls `reload` every `ms` while the page is visible (issue 13's dashboard): a hidden tab stops
// asking, and reads at once when it is shown again.
import { useEffect } from 'react';

export function usePollWhileVisible(reload: () => void, ms: number): void {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | null = null;
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const start = () => {
      stop();
      timer = setInterval(reload, ms);
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return stop();
      reload();
      start();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [reload, ms]);
}
