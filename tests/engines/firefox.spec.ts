// The cross-engine suites (issue 12) on Firefox ESR (Firefox on Android and desktop).
// `npm run test:engines -- firefox` runs this engine alone.
import { setUpEngineApp } from './fixtures.ts';
import { offlineReloadSuite } from './suites/offline-reload.ts';
import { outboxSuite } from './suites/outbox.ts';
import { keyboardSuite } from './suites/keyboard.ts';
import { signInSuite } from './suites/sign-in.ts';

const app = setUpEngineApp('firefox');
signInSuite('firefox', app);
keyboardSuite('firefox', app);
offlineReloadSuite('firefox', app);
outboxSuite('firefox', app);
