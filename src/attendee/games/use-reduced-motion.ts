// Whether the reader asked for less motion (prefers-reduced-motion). The wheel and the reels then
// skip their spins and show the result at once (DESIGN.md §9). TODO(lead): move to src/ui if
// another feature needs it.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const isReducedNow = () => window.matchMedia(QUERY).matches;
const isReducedOnServer = () => false;

export function useIsReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, isReducedNow, isReducedOnServer);
}
