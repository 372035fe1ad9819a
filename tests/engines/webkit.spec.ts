// The cross-engine suites (issue 12) on WebKitGTK (Safari, and every browser on an iPhone or iPad).
// `npm run test:engines -- webkit` runs this engine alone.
import { setUpEngineApp } from './fixtures.ts';
import { offlineReloadSuite } from './suites/offline-reload.ts';
import { outboxSuite } from './suites/outbox.ts';
import { keyboardSuite } from './suites/keyboard.ts';
import { signInSuite } from './suites/sign-in.ts';

const app = setUpEngineApp('webkit');
signInSuite('webkit', app);
keyboardSuite('webkit', app);
offlineReloadSuite('webkit', app);
outboxSuite('webkit', app);
