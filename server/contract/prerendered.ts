// The public pages `npm run build` prerenders to HTML (issue 26, scripts/prerender.ts), read by the
// server that serves them (server/plugins/client.ts) and the service worker that precaches them
// (sw/routes.ts). A sign-in refused by the form POST (server/accounts/auth-routes.ts) comes back to
// `/login?failed=<reason>`, whose message the server writes above the page. `/` is rendered by the
// server at serve time with the same renderer (its hero is the event's, which the organiser edits),
// and precached from the server by the service worker. NOTE: /reset is not prerendered: its form
// depends on its link's token.

export const PRERENDERED_PATHS = ['/login', '/signup'] as const;

/** The build's renderer (src/prerender.tsx) under dist/, a dot folder the server does not serve. */
export const RENDERER_FILE = '.ssr/prerender.js';

/**
 * The CSP hashes ('sha256-…' sources) of the build's stylesheets, which scripts/prerender.ts writes
 * into the pages as <style> elements (issue 26: no stylesheet in front of the first paint); the
 * documents' style-src lists them (server/plugins/security-headers.ts).
 */
export const INLINE_STYLES_FILE = '.ssr/inline-styles.json';

/**
 * Each route's JS files beyond the entry's (vite.config.ts routePreloads), under dist/: the server
 * writes the requested route's as modulepreloads into the page it serves (plugins/route-preloads.ts),
 * rather than the entry carrying every screen's list (DESIGN.md §7). A JSON array of RoutePreload.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** One route of the route table (src/app/routes.ts): its path pattern and its files, `/assets/…`. */
export type RoutePreload = { path: string; files: string[] };

/** What RENDERER_FILE exports: the HTML of the app at `url`, drawn with `event` (GET /api/event's answer). */
export type Renderer = { renderPage: (url: string, event?: unknown) => Promise<string> };

/** The reasons a plain form sign-in comes back with, and the message the form then shows. */
export const SIGN_IN_FAILURES = {
  credentials: 'Login error',
  denied: 'Request denied by the server',
} as const;

export type SignInFailure = keyof typeof SIGN_IN_FAILURES;

/** Where the prerendered HTML of `pathname` is in dist/. */
export function prerenderedFile(pathname: string): string {
  return `prerendered/${pathname === '/' ? 'index' : pathname.slice(1)}.html`;
}

/** The prerendered file that is this address's page (the page renders the same with any query), or null. */
export function prerenderedFor(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = PRERENDERED_PATHS.find((p) => p === trimmed);
  return path === undefined ? null : prerenderedFile(path);
}

/** The message of a refused form sign-in's `failed` reason, or null for none or an unknown one. */
export function signInFailureOf(search: string): string | null {
  const failed = new URLSearchParams(search).get('failed');
  return failed !== null && Object.hasOwn(SIGN_IN_FAILURES, failed)
    ? SIGN_IN_FAILURES[failed as SignInFailure]
    : null;
}
