// Mounts the app and registers the service worker; nothing else (STYLE.md).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/fonts.css';
import './ui/theme.css';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './app/register-sw.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
