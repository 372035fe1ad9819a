// The running spotlight (DESIGN.md §6): empty at first, then whatever the channel pushes. The join
// of topic `spotlight` pushes the running one, and only when one runs (DESIGN.md §3.1), so the
// client never asks GET /api/spotlight, which answers 404 when none runs, as the provider's does
// (issue 21: that 404 was a console error on every screen). Used by the shell's deferred spotlight
// slot (app/spotlight-slot.tsx), so phoenix loads only once the first screen is up (DESIGN.md §7).
// Without the channel (offline, its chunk unreachable) nothing shows.
import { useEffect, useState } from 'react';
import type { Spotlight } from '../api/spotlights.ts';

export function useSpotlight(): Spotlight | null {
  const [spotlight, setSpotlight] = useState<Spotlight | null>(null);
  useEffect(() => {
    let isMounted = true;
    let leave: (() => void) | undefined;
    import('./spotlight-channel.ts').then(
      ({ joinSpotlightChannel }) => {
        if (isMounted) leave = joinSpotlightChannel(setSpotlight);
      },
      () => {
        // The chunk did not load (offline before the service worker held it): nothing to show.
      },
    );
    return () => {
      isMounted = false;
      leave?.();
    };
  }, []);
  return spotlight;
}
