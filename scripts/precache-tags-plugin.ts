// The precache list's tags (docs/decisions/0046): what of the precache only some devices need. A
// message catalog carries its language; a file that only staff's or sponsors' screens run (the
// route table's signed-in rows without attendees), with its stylesheets and catalogs, carries those
// user types. precacheTags reads them off the bundle; tagPrecacheEntries, a manifest transform of
// vite-plugin-pwa's injectManifest (run after the bundle is written), writes them on the entries.
// The service worker installs a tagged entry only on a device that keeps it (sw/precache-plan.ts).
import type { Plugin, Rolldown } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import { LOCALES, USER_TYPES, type UserType } from '../server/contract/constants.ts';
import { catalogFile } from '../src/i18n/catalog-sources.ts';
import type { PrecacheTag } from '../sw/precache-plan.ts';
import { registeredCatalogKey } from './chunk-catalogs-plugin.ts';
import { readRouteTable } from './route-table.ts';

type Chunks = ReadonlyMap<string, Rolldown.OutputChunk>;

/** This build's tags, by file under dist/ (a precache entry's `url`). */
const tags = new Map<string, PrecacheTag>();

/** The chunks `starts` run, through static and dynamic imports, but not into `blocked`. */
function reach(starts: string[], chunks: Chunks, blocked: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set(starts);
  for (const file of seen) {
    const chunk = chunks.get(file);
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])])
      if (!blocked.has(next)) seen.add(next);
  }
  return seen;
}

/**
 * Each screen's chunk that only some user types open, with those types: a screen also on a route
 * attendees or anyone may open (the leaderboard, /attendees/:id) is everyone's.
 */
function typedScreens(chunks: Chunks): Map<string, Set<UserType>> {
  const opens = new Map<string, Set<UserType> | null>();
  for (const { path, screen, userTypes } of readRouteTable()) {
    if (screen === undefined) continue;
    const file = [...chunks.values()].find((chunk) => chunk.facadeModuleId === screen)?.fileName;
    if (file === undefined) throw new Error(`precacheTags: no chunk for the screen of ${path}`);
    const before = opens.get(file);
    const isEveryones = before === null || userTypes === null || userTypes.includes('attendee');
    opens.set(file, isEveryones ? null : new Set([...(before ?? []), ...userTypes]));
  }
  return new Map([...opens].flatMap(([file, types]) => (types === null ? [] : [[file, types] as const])));
}

/** Each file only some user types' screens run (their chunks and stylesheets), with those types. */
function typedFiles(chunks: Chunks): Map<string, Set<UserType>> {
  const screens = typedScreens(chunks);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (entry === undefined) throw new Error('precacheTags: no entry chunk');
  const everyones = reach([entry.fileName], chunks, new Set(screens.keys()));
  const stylesOf = (file: string) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])];
  const everyonesStyles = new Set([...everyones].flatMap(stylesOf));
  const typed = new Map<string, Set<UserType>>();
  for (const [screen, types] of screens) {
    // NOTE: not through everyone's chunks, whose dynamic imports (the route table's) reach every screen.
    for (const file of reach([screen], chunks, everyones)) {
      for (const own of [file, ...stylesOf(file).filter((style) => !everyonesStyles.has(style))])
        typed.set(own, new Set([...(typed.get(own) ?? []), ...types]));
    }
  }
  return typed;
}

export function precacheTags(): Plugin {
  return {
    name: 'confetti:precache-tags',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Chunks = new Map(
        Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk]] : [])),
      );
      tags.clear();
      for (const [file, types] of typedFiles(chunks))
        tags.set(file, { userTypes: USER_TYPES.filter((type) => types.has(type)) });
      for (const chunk of chunks.values()) {
        const key = registeredCatalogKey(chunk.code);
        if (key === null) continue;
        for (const locale of LOCALES)
          tags.set(`assets/${catalogFile(key, locale)}`, { ...tags.get(chunk.fileName), locale });
      }
    },
  };
}

/** The precache list with this build's tags on its entries (injectManifest.manifestTransforms). */
export const tagPrecacheEntries: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => ({ ...entry, ...tags.get(entry.url) })),
});
