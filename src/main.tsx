// Mounts the app and registers the service worker; nothing else (STYLE.md), but for requesting the
// fonts (ui/fonts.ts) and holding the browser's install offer, which may come before any deferred
// JS (ui/install-offer.ts).
import { StrictMode } from 'react';
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

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
holdInstallOffer();
