// Mounts the app and registers the service worker; nothing else (STYLE.md), but for requesting the
// fonts (ui/fonts.ts) and holding the browser's install offer, which may come before any deferred
// JS (ui/install-offer.ts).
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import './ui/fonts.css';
import './ui/theme.css';
import './ui/shell.css';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './app/register-sw.ts';
import { loadFonts } from './ui/fonts.ts';
import { holdInstallOffer } from './ui/install-offer.ts';

loadFonts();

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// NOTE: the first render runs now, in the task that evaluated the scripts, rather than in a task
// React schedules after it, behind whatever else the browser has queued by then (issue 11: the
// sign-in form of a first visit on a slow phone). By then the shell has long been painted.
const reactRoot = createRoot(root);
flushSync(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
registerServiceWorker();
holdInstallOffer();
