// The tab title, "<screen> · <event name> <year>" (WCAG 2.4.2): the screen's title from the route
// table (routes.ts), so the tab strip, the history list and a screen reader tell screens apart.
// Until the event is known, the name the server wrote into the page stands in for it.
import { useEffect, useLayoutEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { i18n } from '#i18n/runtime';
import { eventTitle, useEvent } from '../hooks/use-event.ts';
import { findRoute } from './access.ts';

// The served page names the event in og:site_name (its title is already the screen's, issue 26);
// the precached copy has only its <title>.
const SERVED_TITLE =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ?? document.title);

export function screenTitle(pathname: string, event: string | null): string {
  const route = findRoute(pathname)?.route;
  const screen = route === undefined ? undefined : i18n._(route.title);
  const brand = event ?? SERVED_TITLE;
  return screen === undefined ? brand : `${screen} · ${brand}`;
}

/** The event's colours (issue 23) as the theme's custom properties on the root, none when unset. */
const paletteCss = (palette: Record<string, string> | null | undefined) =>
  Object.entries(palette ?? {})
    .map((entry) => entry.join(':'))
    .join(';');

export function DocumentTitle() {
  // The served page has the event's title and colours already: the fresh event may wait.
  const info = useEvent('after-first-screen');
  const palette = paletteCss(info?.palette);
  // Before the screen's first paint: from the stored answer at once (offline too), then the fresh one.
  useLayoutEffect(() => {
    document.documentElement.style.cssText = palette;
  }, [palette]);
  const event = eventTitle(info);
  const { pathname } = useLocation();
  const {
    i18n: { locale },
  } = useLingui();
  useEffect(() => {
    document.title = screenTitle(pathname, event);
  }, [pathname, event, locale]);
  return null;
}
