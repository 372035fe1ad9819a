// The running spotlight (DESIGN.md §6): empty at first, loaded once from GET /api/spotlight, then
// replaced by every push of the channel. Used by the shell's deferred spotlight slot
// (app/spotlight-slot.tsx), so phoenix loads only once the first screen is up (DESIGN.md §7).
import { useEffect, useState } from 'react';
import { readCurrentSpotlight, type Spotlight } from '../api/spotlights.ts';

export function useSpotlight(): Spotlight | null {
  const [spotlight, setSpotlight] = useState<Spotlight | null>(null);
  useEffect(() => {
    let isMounted = true;
    let leave: (() => void) | undefined;
    let hasPush = false;
    void readCurrentSpotlight().then((current) => {
      // A push that arrived meanwhile is newer than this answer.
      if (isMounted && !hasPush) setSpotlight(current);
    });
    void import('./spotlight-channel.ts').then(({ joinSpotlightChannel }) => {
      if (!isMounted) return;
      leave = joinSpotlightChannel((pushed) => {
        hasPush = true;
        setSpotlight(pushed);
      });
    });
    return () => {
      isMounted = false;
      leave?.();
    };
  }, []);
  return spotlight;
}
