// Mounts the app and registers the service worker; nothing else (STYLE.md), but for holding the
// browser's install offer, which may come before any deferred JS (ui/install-offer.ts), and for
// asking for the first screen's code (and a signed-in user's shell) before React first renders,
// so it downloads beside the session check instead of after it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/fonts.css';
import './ui/theme.css';
import './ui/shell.css';
import { readToken } from './api/token-store.ts';
import { App } from './app/app.tsx';
import { preloadSignedInLayout } from './app/route-gates.tsx';
import { preloadScreen } from './app/routes.ts';
import { registerServiceWorker } from './app/register-sw.ts';
import { holdInstallOffer } from './ui/install-offer.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

if (preloadScreen(window.location.pathname) && readToken() !== null) preloadSignedInLayout();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
holdInstallOffer();
