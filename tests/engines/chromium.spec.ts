// The cross-engine suites (issue 12) on Chromium (Chrome, Edge, Samsung Internet; the engine the rest of the browser suite uses).
// `npm run test:engines -- chromium` runs this engine alone.
import { setUpEngineApp } from './fixtures.ts';
import { offlineReloadSuite } from './suites/offline-reload.ts';
import { outboxSuite } from './suites/outbox.ts';
import { keyboardSuite } from './suites/keyboard.ts';
import { signInSuite } from './suites/sign-in.ts';

const app = setUpEngineApp('chromium');
signInSuite('chromium', app);
keyboardSuite('chromium', app);
offlineReloadSuite('chromium', app);
outboxSuite('chromium', app);
