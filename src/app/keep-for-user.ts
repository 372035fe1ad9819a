// What a signed-in user who scans (staff, a sponsor) keeps on the device beyond every visitor's
// precache: the QR decoder (docs/decisions/0043) and the screens only their user type opens, with
// their stylesheets and catalogs (0046). Imported once the first screen is up and the service worker
// is active (signed-in-layout.tsx); at every signed-in start, so an update's files are kept too.
// NOTE: it posts its own PRECACHE_KEEP rather than import sw-lifecycle.ts's: a second importer of
// that deferred chunk made the bundler give it a facade file, one more request on every screen.
import type { UserType } from '#contract/constants';
import type { PageToSwMessage } from '../offline/sw-messages.ts';
import { keepDecoder } from '../ui/scanner/keep-decoder.ts';

export async function keepForUser(type: UserType): Promise<void> {
  const message: PageToSwMessage = { type: 'PRECACHE_KEEP', locales: [], userTypes: [type] };
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
  await keepDecoder();
}
