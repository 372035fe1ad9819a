// On a route change, focus goes to the new screen's heading (ui/focus.ts), so the next Tab starts
// in the screen and a screen reader announces where the person is. The first load keeps the
// browser's own start. A lazy screen's heading may come a moment later: it is awaited (bounded),
// and the wait ends if focus moves meanwhile (the person, or a screen that placed it itself).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusOn, screenHeading } from '../ui/focus.ts';

const HEADING_WAIT_MS = 8_000;

function focusHeadingWhenShown(): () => void {
  const observer = new MutationObserver(attempt);
  const timer = window.setTimeout(stop, HEADING_WAIT_MS);
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== screenHeading()) stop();
  };
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn);
  }
  function attempt() {
    const heading = screenHeading();
    if (heading !== null && heading.closest('[inert]') === null && focusOn(heading)) stop();
  }
  document.addEventListener('focusin', onFocusIn);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['inert'],
  });
  attempt();
  return stop;
}

export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const isFirst = shown.current === null;
    shown.current = pathname;
    if (!isFirst) return focusHeadingWhenShown();
  }, [pathname]);
  return null;
}
