// Which requests the runtime routes of routes.ts take. Pure (no Workbox, no globals) so it is
// unit-tested in tests/unit/sw/route-match.test.ts.
import {
  API_PREFIX,
  SOCKET_PATH,
  UPLOADS_PREFIX,
  VENUE_PREFIX,
  WORKER_SCRIPT_PREFIX,
} from '#contract/constants';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pathPrefix = (prefix: string): RegExp => new RegExp(`^${escapeRegExp(prefix)}(?:[/?#]|$)`);

/**
 * Navigations that must reach the server, never the SPA shell: API calls opened in a tab, the
 * Phoenix socket's long-poll fallback, uploaded files (CVs open as PDFs in a new tab), the venue plan.
 * Matched against pathname + search, as NavigationRoute does.
 */
const API_PATTERN = pathPrefix(API_PREFIX);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export const NAVIGATION_DENYLIST: RegExp[] = [API_PREFIX, SOCKET_PATH, UPLOADS_PREFIX, VENUE_PREFIX].map(
  pathPrefix,
);

/**
 * Images the runtime cache may keep: `<img>` loads from our own origin (avatars, badge, prize and
 * product pictures under /uploads, plus any non-precached asset). Cross-origin images go to the
 * pictures' cache instead (isCacheablePicture).
 */
export function isCacheableImage(destination: string, pathname: string, isSameOrigin: boolean): boolean {
  return isSameOrigin && destination === 'image' && !API_PATTERN.test(pathname);
}

/**
 * Cross-origin pictures the runtime cache may keep (issue 22): `<img>` loads over https (or http
 * on the loopback host, a secure context: the tests' picture server) from another host, which are the programme's speaker pictures (the page's CSP img-src allows only
 * their hosts). They go to a cache of their own with a smaller bound (routes.ts), since each
 * opaque answer weighs ~7 MB of quota in Chromium.
 */
export function isCacheablePicture(destination: string, url: URL, isSameOrigin: boolean): boolean {
  const isTrustworthy = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  return !isSameOrigin && destination === 'image' && isTrustworthy;
}

/**
 * A web worker's script of this build (the QR decoder, `/assets/worker-*.js`), which is not
 * precached: the decoder's own cache answers it (routes.ts, src/ui/scanner/keep-decoder.ts).
 */
export function isWorkerScript(pathname: string, isSameOrigin: boolean): boolean {
  return isSameOrigin && pathname.startsWith(`/${WORKER_SCRIPT_PREFIX}`) && pathname.endsWith('.js');
}
