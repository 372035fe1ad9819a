// On a route change, focus goes to the new screen's heading (ui/focus.ts), so the next Tab starts
// in the screen and a screen reader announces where the person is. The first screen keeps the
// browser's own start. NOTE: the focus code loads on the first route change, not with the shell:
// no first load or deferred JS for it (DESIGN.md §7).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const isFirst = shown.current === null;
    shown.current = pathname;
    if (isFirst) return;
    const focusedAtChange = document.activeElement;
    let isCurrent = true;
    let stop: (() => void) | undefined;
    void import('../ui/focus.ts').then((focus) => {
      if (isCurrent) stop = focus.focusHeadingWhenShown(focusedAtChange);
    });
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [pathname]);
  return null;
}
