// The requested route's JS as modulepreloads in the page the server sends (DESIGN.md §7), and its
// stylesheets in a page the server drew (issue 26): the entry
// no longer lists every screen's files, so the build writes each route's (ROUTE_PRELOADS_FILE,
// vite.config.ts routePreloads) and the page asks for them beside the entry, before it runs.
import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '#contract/prerendered';
import { isLocale } from '#contract/constants';

/** The build's route preloads, in the route table's order; none without a build or an older one. */
export function readRoutePreloads(dir: string | null): RoutePreload[] {
  const file = dir === null ? null : path.join(dir, ROUTE_PRELOADS_FILE);
  if (file === null || !fs.existsSync(file)) return [];
  const rows: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(rows)) return [];
  const isFiles = (files: unknown, extension: string): files is string[] =>
    Array.isArray(files) &&
    files.every((f) => typeof f === 'string' && new RegExp(`^/assets/[\\w.-]+\\.${extension}$`).test(f));
  return rows.flatMap((row: Partial<RoutePreload> | null) => {
    if (typeof row !== 'object' || row === null || typeof row.path !== 'string') return [];
    if (!isFiles(row.files, 'js') || !isFiles(row.styles, 'css')) return [];
    // NOTE: a build before issue 24 has no catalogs.
    const catalogs = Object.fromEntries(
      Object.entries(row.catalogs ?? {}).filter(
        ([locale, files]) => isLocale(locale) && isFiles(files, 'js'),
      ),
    );
    return [{ path: row.path, files: row.files, styles: row.styles, catalogs }];
  });
}

/** Whether a route pattern (`/attendees/:id`, `*`) matches a path, as the client's router does. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const parts = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  const wanted = pattern.split('/');
  return (
    wanted.length === parts.length &&
    wanted.every((segment, i) =>
      segment.startsWith(':') ? (parts[i] ?? '') !== '' : segment.toLowerCase() === parts[i]?.toLowerCase(),
    )
  );
}

/** The first route of the table that matches `pathname` (the client's findRoute), or null. */
export function routePreloadOf(routes: readonly RoutePreload[], pathname: string): RoutePreload | null {
  return routes.find((route) => matchesRoute(route.path, pathname)) ?? null;
}

/**
 * `html` with a modulepreload of each file before its </head>, and a link to each stylesheet of
 * `styles`. The server passes a route's stylesheets only for a page it drew (rendered or
 * prerendered): without them that page painted unstyled until its screen's JS had loaded them, and
 * stayed so with JS off (issue 26). The app's loader finds them linked and does not load them again.
 */
export function withRoutePreloads(
  html: string,
  files: readonly string[],
  styles: readonly string[] = [],
): string {
  if (files.length === 0 && styles.length === 0) return html;
  const links = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
  ].join('\n');
  return html.replace('</head>', () => `${links}\n</head>`);
}
