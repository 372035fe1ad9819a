// Mounts the app and registers the service worker; nothing else (STYLE.md), but for requesting the
// fonts (ui/fonts.ts) and holding the browser's install offer, which may come before any deferred
// JS (install/install-offer.ts).
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './ui/fonts.css';
import './ui/theme.css';
import './ui/shell.css';
import { adoptPageEvent } from './api/event.ts';
import { readToken } from './api/token-store.ts';
import { App } from './app/app.tsx';
import { takeOverHeldInput } from './app/held-input.ts';
import { registerServiceWorker } from './app/register-sw.ts';
import { loadFonts } from './ui/fonts.ts';
import { holdInstallOffer } from './install/install-offer.ts';
import { startLanguage } from './i18n/catalogs.ts';

loadFonts();
// The language the page was drawn in, then the device's and its core messages (issue 24).
const drawnIn = document.documentElement.lang;
await startLanguage();

// NOTE: index.html has it; no check and message for it in every first load (DESIGN.md §7, issue 26).
const root = document.getElementById('root') as HTMLElement;

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A programme page the server drew for a signed-out visitor, in the public frame, is drawn afresh
// for a stored session, whose pages have the signed-in layout.
// A page drawn in another language (the service worker's copy of /login is English) is drawn afresh.
const isDrawnAsIs = drawnIn === document.documentElement.lang && !(root.dataset.programme && readToken());
if (root.hasAttribute('data-prerendered') && isDrawnAsIs) {
  // A page the build prerendered (issue 26): React takes over its HTML rather than drawing it again,
  // so what was typed stays; a lazy screen's part waits for its code (app/lazy-component.tsx). A page
  // the server rendered with the event (`/`, the programme) carries it, for the first render to draw
  // the same (the programme: src/programme/served-page.ts).
  const { event } = root.dataset;
  if (event !== undefined) adoptPageEvent(JSON.parse(event));
  hydrateRoot(root, app);
  takeOverHeldInput(root, true);
} else {
  // NOTE: the first render runs now, in the task that evaluated the scripts, rather than in a task
  // React schedules after it, behind whatever else the browser has queued by then (issue 11: the
  // sign-in form of a first visit on a slow phone). By then the shell has long been painted.
  const reactRoot = createRoot(root);
  flushSync(() => reactRoot.render(app));
  takeOverHeldInput(root, false);
}
registerServiceWorker();
holdInstallOffer();
