// The public pages `npm run build` prerenders to HTML (issue 26, scripts/prerender.ts), read by the
// server that serves them (server/plugins/client.ts) and the service worker that precaches them
// (sw/routes.ts). A sign-in refused by the form POST (server/accounts/auth-routes.ts) comes back to
// `/login?failed=<reason>`, whose message the server writes above the page. `/` and the programme's
// public pages are rendered by the server at serve time with the same renderer (their content is
// the event's and the programme's, which the organiser edits), and `/` and `/schedule` precached
// from the server by the service worker. NOTE: /reset is not prerendered: its form depends on its
// link's token.
import { SOURCE_LOCALE, type Locale } from './constants.ts';

export const PRERENDERED_PATHS = ['/login', '/signup'] as const;

/**
 * The prerendered pages the service worker precaches. Not /signup: a sign-up needs the network,
 * so an offline visit gets the app's shell (its form says there is no connection), and every
 * attendee's first visit downloads ~6 kB less (DESIGN.md §7, the precache row).
 */
export const PRECACHED_PRERENDERED_PATHS: readonly (typeof PRERENDERED_PATHS)[number][] = ['/login'];

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

/**
 * One route of the route table (src/app/routes.ts): its path pattern, its JS files and the
 * stylesheets they import, `/assets/…`.
 */
export type RoutePreload = {
  path: string;
  files: string[];
  styles: string[];
  /** The message catalogs the route's first render needs, by language (issue 24): core and its screen's. */
  catalogs: Partial<Record<Locale, string[]>>;
};

/**
 * The pages the server renders at serve time (issue 26), by route (`:id` one path segment): `/`
 * with the event, the programme's public pages with the event and the programme. NOTE: not
 * /sponsors: the landing page shares its section, which would then carry the programme too.
 */
export const SERVER_RENDERED_ROUTES = {
  '/': 'event',
  '/schedule': 'programme',
  '/schedule/:id': 'programme',
  '/speakers': 'programme',
  '/speakers/:id': 'programme',
} as const;

/** The server's pages the service worker precaches from it, so an offline first visit shows them. */
export const SERVER_PRECACHED_PATHS = ['/', '/schedule'] as const;

/**
 * What a page is rendered with, carried in #root's data-* for the client's first render to draw
 * the same: GET /api/event's answer, GET /api/programme's, and the instant the page was drawn at
 * (ISO 8601), which the programme's "now" and "next" and its opening day are worked out from.
 */
export type PageData = { event?: unknown; programme?: unknown; at?: string };

/**
 * What RENDERER_FILE exports: the HTML of the app at `url` (a path and query), drawn with `data`,
 * in `locale` (issue 24; English when not given).
 */
export type Renderer = { renderPage: (url: string, data?: PageData, locale?: Locale) => Promise<string> };

/** The reasons a plain form sign-in comes back with, and the message the form then shows. */
export const SIGN_IN_FAILURES = {
  credentials: 'Login error',
  denied: 'Request denied by the server',
} as const;

export type SignInFailure = keyof typeof SIGN_IN_FAILURES;

/** Where the prerendered HTML of `pathname` in `locale` is in dist/ (English: the plain name). */
export function prerenderedFile(pathname: string, locale: Locale = SOURCE_LOCALE): string {
  const language = locale === SOURCE_LOCALE ? '' : `.${locale}`;
  return `prerendered/${pathname === '/' ? 'index' : pathname.slice(1)}${language}.html`;
}

/** The prerendered file that is this address's page (the page renders the same with any query), or null. */
export function prerenderedFor(pathname: string, locale: Locale = SOURCE_LOCALE): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = PRERENDERED_PATHS.find((p) => p === trimmed);
  return path === undefined ? null : prerenderedFile(path, locale);
}

/** The server-rendered route `pathname` is, and what it is rendered with, or null. */
export function serverRenderedOf(
  pathname: string,
): { route: keyof typeof SERVER_RENDERED_ROUTES; data: 'event' | 'programme' } | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [route, data] of Object.entries(SERVER_RENDERED_ROUTES)) {
    const pattern = new RegExp(`^${route.replace(':id', '[^/]+')}$`);
    if (pattern.test(trimmed)) return { route: route as keyof typeof SERVER_RENDERED_ROUTES, data };
  }
  return null;
}

/** The message of a refused form sign-in's `failed` reason, or null for none or an unknown one. */
export function signInFailureOf(search: string): string | null {
  const failed = new URLSearchParams(search).get('failed');
  return failed !== null && Object.hasOwn(SIGN_IN_FAILURES, failed)
    ? SIGN_IN_FAILURES[failed as SignInFailure]
    : null;
}
