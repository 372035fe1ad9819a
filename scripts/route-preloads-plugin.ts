// The build's preload lists (DESIGN.md §7): each dynamic import's list without what its importer
// already ran (withoutLoaded), and each route's files, stylesheets and message catalogs written for
// the server, which preloads the requested route's (routePreloads, server/plugins/route-preloads.ts).
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../server/contract/prerendered.ts';
import { LOCALES } from '../server/contract/constants.ts';
import { catalogFile } from '../src/i18n/catalog-sources.ts';
import { registeredCatalogKey } from './chunk-catalogs-plugin.ts';
import { readRouteTable } from './route-table.ts';

/**
 * The chunks each chunk imports statically, directly or not, as the bundle stands when Vite writes
 * the preload lists of dynamic imports (its own generateBundle runs after this plugin's).
 */
const staticImports = new Map<string, Set<string>>();

export function collectStaticImports(): Plugin {
  return {
    name: 'confetti:static-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const closure = (file: string, seen: Set<string>): Set<string> => {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk') return seen;
        for (const next of chunk.imports) if (!seen.has(next)) closure(next, seen.add(next));
        return seen;
      };
      staticImports.clear();
      for (const file of Object.keys(bundle)) staticImports.set(file, closure(file, new Set()));
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      entryFile = entry?.fileName ?? null;
    },
  };
}

/** The entry chunk's file, as the bundle stands when Vite writes the preload lists. */
let entryFile: string | null = null;

/**
 * A dynamic import's preload list without the chunks its importer already imports statically:
 * they ran before the import could. The imports of the entry and of the chunks it imports
 * statically (the route table's screens, src/app/screens.ts; the shells) keep only their
 * stylesheets: a list of every screen's files in every first load cost 1.3 kB gzip (DESIGN.md §7).
 * The server preloads the requested route's files instead (routePreloads); the browser finds the
 * rest of a later screen's files through its imports.
 */
export function withoutLoaded(_file: string, deps: string[], { hostId }: { hostId: string }): string[] {
  const isFirstLoad = hostId === entryFile || staticImports.get(entryFile ?? '')?.has(hostId) === true;
  if (isFirstLoad) return deps.filter((dep) => dep.endsWith('.css'));
  const loaded = staticImports.get(hostId);
  return loaded === undefined ? deps : deps.filter((dep) => !loaded.has(dep));
}

const SIGNED_IN_LAYOUT = path.resolve('src/app/signed-in-layout.tsx');
const PUBLIC_FRAME = path.resolve('src/app/public-frame.tsx');

/**
 * Each route's JS files beyond the entry's (its screen's chunk and the chunks that imports, and the
 * signed-in layout's for a signed-in route) and their stylesheets, written to ROUTE_PRELOADS_FILE
 * for the server, which preloads the requested route's in the page and links its stylesheets in a
 * page it drew (server/plugins/route-preloads.ts). Read from the
 * route table's text, in its order; a screen whose chunk is not found fails the build.
 */
export function routePreloads(): Plugin {
  return {
    name: 'confetti:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [chunk] : []));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (entry === undefined) throw new Error('routePreloads: no entry chunk');
      const loaded = staticImports.get(entry.fileName) ?? new Set<string>();
      // The catalogs of the chunks a first render runs, by language (scripts/chunk-catalogs-plugin.ts).
      const catalogsOf = (files: string[]) => {
        const keys = files.flatMap((file) => {
          const chunk = bundle[file];
          const key = chunk?.type === 'chunk' ? registeredCatalogKey(chunk.code) : null;
          return key === null ? [] : [key];
        });
        return Object.fromEntries(
          LOCALES.map((locale) => [locale, keys.map((key) => `/assets/${catalogFile(key, locale)}`)]),
        );
      };
      const filesOf = (module: string): string[] => {
        const chunk = chunks.find((c) => c.facadeModuleId === module);
        if (chunk === undefined) throw new Error(`routePreloads: no chunk for ${module}`);
        const imports = staticImports.get(chunk.fileName) ?? new Set<string>();
        return [chunk.fileName, ...imports].filter((file) => file !== entry.fileName && !loaded.has(file));
      };
      const rows: RoutePreload[] = [];
      for (const { path: routePath, screen: module, between } of readRouteTable()) {
        // NOTE: a screen the table imports statically (none since issue 24) has none, but its row
        // keeps it from the catch-all's.
        const isSignedIn = /access: (attendee|staff|sponsor|\{ kind: 'signed-in')/.test(between);
        const own = module === undefined ? [] : filesOf(module);
        const files = [...new Set([...own, ...(isSignedIn ? filesOf(SIGNED_IN_LAYOUT) : [])])];
        // A public screen in the shell (the programme) is drawn inside the public frame: its
        // stylesheet too, though not its JS, which a signed-in visitor of the same page never runs.
        const isInPublicFrame = /access: programme\b/.test(between);
        const styled = [...files, ...(isInPublicFrame ? filesOf(PUBLIC_FRAME) : [])];
        const styles = new Set(
          styled.flatMap((file) => [
            ...(chunks.find((c) => c.fileName === file)?.viteMetadata?.importedCss ?? []),
          ]),
        );
        rows.push({
          path: routePath,
          files: files.map((file) => `/${file}`),
          styles: [...styles].map((file) => `/${file}`),
          catalogs: catalogsOf([entry.fileName, ...loaded, ...files]),
        });
      }
      if (rows.length === 0) throw new Error('routePreloads: no route read from src/app/routes.ts');
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(rows) });
    },
  };
}
