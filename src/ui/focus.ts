// Where keyboard focus goes (issue 27), the house rule in one place:
// - a route change: to the new screen's heading, announced (`focusHeadingWhenShown`, started by
//   app/route-focus.tsx);
// - an action: to its result, the message or the control that replaced the one used (`focusOn`);
// - a form that opens takes focus; Escape closes it and focus returns to what opened it
//   (`useOpenedPanel`);
// - a modal panel (the phone menu) takes focus on its current or first link, keeps Tab inside and
//   closes on Escape (`holdFocusIn`).
// Nothing here scrolls on its own: only the browser's scroll to what it focuses.
import { useEffect, useRef, type RefObject } from 'react';

/** Focuses `element`, made focusable by script only when it is not already; true when it took focus. */
export function focusOn(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
  return document.activeElement === element;
}

/** The screen's own heading: the h1 of the main landmark (or the page's, on a page with none). */
export function screenHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

const HEADING_WAIT_MS = 8_000;
const INERT_SELECTOR = '[inert]';

/**
 * After a route change: focuses the new screen's heading once it shows and is not inert (a lazy
 * screen's comes a moment later). Gives up after HEADING_WAIT_MS, or when focus moves meanwhile
 * (the person, or a screen that placed it itself): away from where it was at the change
 * (`focusedAtChange`) to anything but <body>. Returns the function that stops waiting.
 */
export function focusHeadingWhenShown(focusedAtChange: Element | null): () => void {
  const moved = document.activeElement;
  if (moved !== focusedAtChange && moved !== document.body && moved !== null) return () => undefined;
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
    if (heading !== null && heading.closest(INERT_SELECTOR) === null && focusOn(heading)) stop();
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

const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * A panel that opens in place (a console form): it takes focus on its first field when it mounts;
 * when it goes away (Escape, Cancel, Save), focus returns to what opened it, unless the person has
 * moved it elsewhere meanwhile. Returns the Escape handler for the panel's onKeyDown.
 */
export function useOpenedPanel(ref: RefObject<HTMLElement | null>, onClose: () => void) {
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const panel = ref.current;
    opener.current = document.activeElement;
    focusOn(panel?.querySelector<HTMLElement>(FIELD) ?? panel);
    return () => {
      const active = document.activeElement;
      const isFocusLost = active === null || active === document.body || panel?.contains(active) === true;
      if (isFocusLost && opener.current instanceof HTMLElement) focusOn(opener.current);
    };
  }, [ref]);
  return (event: { key: string; preventDefault: () => void }) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };
}

/**
 * A modal panel while open: focus moves to its current page's link (or its first), Tab and
 * Shift+Tab wrap inside it, Escape calls `onEscape`. Returns the function that lets go.
 */
export function holdFocusIn(panel: HTMLElement, onEscape: () => void): () => void {
  focusOn(
    panel.querySelector<HTMLElement>('[aria-current="page"]') ?? panel.querySelector<HTMLElement>('nav a'),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape();
    if (event.key !== 'Tab') return;
    const stops = panel.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)');
    const first = stops[0];
    const last = stops[stops.length - 1];
    const active = document.activeElement;
    const wrapTo = !panel.contains(active)
      ? first
      : event.shiftKey
        ? active === first && last
        : active === last && first;
    if (wrapTo) {
      event.preventDefault();
      wrapTo.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
