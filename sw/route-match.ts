// Which requests the runtime routes of routes.ts take. Pure (no Workbox, no globals) so it is
// unit-tested in tests/unit/sw/route-match.test.ts.
import { API_PREFIX, SOCKET_PATH, UPLOADS_PREFIX, VENUE_PREFIX } from '#contract/constants';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pathPrefix = (prefix: string): RegExp => new RegExp(`^${escapeRegExp(prefix)}(?:[/?#]|$)`);

/**
 * Navigations that must reach the server, never the SPA shell: API calls opened in a tab, the
 * Phoenix socket's long-poll fallback, uploaded files (CVs open as PDFs in a new tab), the venue plan.
 * Matched against pathname + search, as NavigationRoute does.
 */
const API_PATTERN = pathPrefix(API_PREFIX);

export const NAVIGATION_DENYLIST: RegExp[] = [API_PREFIX, SOCKET_PATH, UPLOADS_PREFIX, VENUE_PREFIX].map(
  pathPrefix,
);

/**
 * Images the runtime cache may keep: `<img>` loads from our own origin (avatars, badge, prize and
 * product pictures under /uploads, plus any non-precached asset). Cross-origin images are left out:
 * they arrive opaque, so a failed one could be cached, and Chromium counts each opaque entry as
 * ~7 MB of quota.
 */
export function isCacheableImage(destination: string, pathname: string, isSameOrigin: boolean): boolean {
  return isSameOrigin && destination === 'image' && !API_PATTERN.test(pathname);
}
