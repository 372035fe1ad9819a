// The build's message catalogs (issue 24, decision 0045), one per unit of loading and language:
// the entry's, with the words of every chunk it imports statically (they all run before the first
// render), and each dynamic import's, with the words of its chunk and of the chunks it imports
// statically but those that have run before it (unitIds). A first load downloads the words of the
// code it runs and hardly any other, in a few files. The .po files stay one per part of the app,
// for the people who translate them (src/i18n/catalog-sources.ts).
//
// A unit's chunk names its catalog when it has run: on its last line it pushes the catalog's key
// to the registry (CATALOG_REGISTRY, src/i18n/catalogs.ts) and awaits what that returns (a
// top-level await): nothing before the language has started, else the catalog's load in the
// active language. A dynamic import therefore settles once its words are there, whoever imports
// it. The entry pushes its key on its first line, before its code starts the language, which
// loads the keys pushed so far before the first render. The key is a hash of the unit's messages
// in every language, so the chunk's name (its content's hash) changes with any translation.
import { createHash } from 'node:crypto';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import type { Plugin, Rolldown } from 'vite';
import { LOCALES, type Locale } from '../server/contract/constants.ts';
import { CATALOG_REGISTRY, catalogFile } from '../src/i18n/catalog-sources.ts';

type RenderedChunk = Rolldown.RenderedChunk;

type Compiled = Map<string, unknown>;

/** Each language's compiled messages by id, from every .po file. */
async function compiledMessages(): Promise<Map<Locale, Compiled>> {
  const config = getConfig({ cwd: process.cwd() });
  const catalogs = await getCatalogs(config);
  const byLocale = new Map<Locale, Compiled>();
  for (const locale of LOCALES) {
    const translations: Record<string, string> = {};
    for (const catalog of catalogs) {
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales ?? {},
        sourceLocale: config.sourceLocale ?? '',
      });
      Object.assign(translations, messages);
    }
    const { source, errors } = createCompiledCatalog(locale, translations, { namespace: 'json' });
    if (errors.length > 0) {
      const ids = errors.map((error) => error.id).join(', ');
      throw new Error(`chunkCatalogs: ${locale} messages that do not compile: ${ids}`);
    }
    const { messages } = JSON.parse(source) as { messages: Record<string, unknown> };
    byLocale.set(locale, new Map(Object.entries(messages)));
  }
  return byLocale;
}

/** A message id (Lingui's: six characters of a hash, in base64) as a string literal in built code. */
const QUOTED_ID = /["'`]([A-Za-z0-9+/]{6})["'`]/g;

/** The ids of `known` messages whose literal is in `code`, sorted. */
export function messageIdsIn(code: string, known: ReadonlyMap<string, unknown>): string[] {
  const ids = new Set<string>();
  for (const [, id] of code.matchAll(QUOTED_ID)) if (id !== undefined && known.has(id)) ids.add(id);
  return [...ids].sort();
}

/** A catalog's module: its compiled messages as its default export (JSON is an object literal). */
export function catalogModule(messages: Record<string, unknown>): string {
  return `export default${JSON.stringify(messages)};\n`;
}

const ADMIN_PREFIX = 'admin-';

type Chunks = Readonly<Record<string, RenderedChunk>>;

/** `name` and the chunks it imports statically, directly or not. */
function closure(name: string, chunks: Chunks): Set<string> {
  const seen = new Set([name]);
  for (const next of seen) for (const imported of chunks[next]?.imports ?? []) seen.add(imported);
  return seen;
}

/**
 * The chunks that have run whenever `chunk`, a dynamic import, is imported: the entry's, and those
 * every chunk that imports it has imported statically (the importer has run, so they have too, each
 * in a unit whose catalog holds its words). None but the entry's when an importer is itself among
 * what `chunk` imports statically: it may run only as a part of `chunk`'s unit.
 */
function alreadyRun(chunk: RenderedChunk, chunks: Chunks, first: ReadonlySet<string>): Set<string> {
  const importers = Object.values(chunks).filter((c) => c.dynamicImports.includes(chunk.fileName));
  const own = closure(chunk.fileName, chunks);
  if (importers.length === 0 || importers.some((c) => own.has(c.fileName))) return new Set(first);
  const [one, ...others] = importers.map((c) => closure(c.fileName, chunks));
  const common = [...(one ?? [])].filter((name) => others.every((run) => run.has(name)));
  return new Set([...first, ...common]);
}

/**
 * The messages a chunk's catalog holds, by the unit it loads in: the entry's, those of everything
 * the entry imports statically (they run before its first render); a dynamic import's, those of
 * its chunk and of the chunks it imports statically but those that have run before it
 * (alreadyRun): the profile's actions, imported by the profile's screen, leave out the words of
 * the profile's data it shares with the screen. Any other chunk has none of its own: it runs only
 * as a part of one of those units, whose catalog holds its words. Fewer catalogs than chunks: each
 * file and each registration costs gzip bytes on a first load.
 */
function unitIds(chunk: RenderedChunk, chunks: Chunks, known: ReadonlyMap<string, unknown>): string[] {
  const entry = Object.values(chunks).find((c) => c.isEntry);
  const first = entry === undefined ? new Set<string>() : closure(entry.fileName, chunks);
  if (!chunk.isEntry && (first.has(chunk.fileName) || !chunk.isDynamicEntry)) return [];
  const before = chunk.isEntry ? new Set<string>() : alreadyRun(chunk, chunks, first);
  const unit = [...closure(chunk.fileName, chunks)].filter((name) => !before.has(name));
  const code = unit.flatMap((name) => Object.values(chunks[name]?.modules ?? {}).map((m) => m.code ?? ''));
  return messageIdsIn(code.join('\n'), known);
}

/** A chunk's registration of its catalog (see above), read back from the built code. */
const REGISTRATION = new RegExp(`${CATALOG_REGISTRY}\\|\\|=\\[\\]\\)\\.push\\(["'\`]([\\w-]+)["'\`]\\)`);

/** The catalog key a built chunk's code registers, or null when it registers none. */
export function registeredCatalogKey(code: string): string | null {
  return REGISTRATION.exec(code)?.[1] ?? null;
}

export function chunkCatalogs(): Plugin {
  let compiled: Map<Locale, Compiled> | undefined;
  /** Each key's message ids. */
  const idsOfKey = new Map<string, string[]>();
  return {
    name: 'confetti:chunk-catalogs',
    apply: 'build',
    async buildStart() {
      compiled = await compiledMessages();
      idsOfKey.clear();
    },
    renderChunk(code, chunk, _options, { chunks }) {
      const source = compiled?.get('en');
      if (compiled === undefined || source === undefined) throw new Error('chunkCatalogs: no messages');
      const ids = unitIds(chunk, chunks, source);
      if (ids.length === 0) return null;
      const hash = createHash('sha256');
      for (const locale of LOCALES) {
        const messages = compiled.get(locale);
        for (const id of ids) hash.update(`${locale}\0${id}\0${JSON.stringify(messages?.get(id))}\0`);
      }
      const isAdmin = chunk.fileName.startsWith(`assets/${ADMIN_PREFIX}`);
      const key = `${isAdmin ? ADMIN_PREFIX : ''}${hash.digest('base64url').slice(0, 8)}`;
      idsOfKey.set(key, ids);
      const register = `(globalThis.${CATALOG_REGISTRY}||=[]).push(${JSON.stringify(key)})`;
      return { code: chunk.isEntry ? `${register};\n${code}` : `${code}\nawait ${register};\n`, map: null };
    },
    generateBundle() {
      if (compiled === undefined) return;
      for (const [key, ids] of idsOfKey) {
        for (const locale of LOCALES) {
          const messages = compiled.get(locale);
          const own = Object.fromEntries(ids.map((id) => [id, messages?.get(id)]));
          this.emitFile({
            type: 'asset',
            fileName: `assets/${catalogFile(key, locale)}`,
            source: catalogModule(own),
          });
        }
      }
    },
  };
}
