// The build's message catalogs, one per built chunk and language (issue 24, decision 0045): a
// chunk's catalog holds the messages whose ids are in its code, so a first load downloads the
// words of the code it runs and no other. The .po files stay one per part of the app, for the
// people who translate them (src/i18n/catalog-sources.ts).
//
// Each chunk with messages names its catalog when it has run: on its last line it pushes the
// catalog's key to the registry (CATALOG_REGISTRY, src/i18n/catalogs.ts) and awaits what that
// returns (a top-level await): nothing before the language has started, else the catalog's load in
// the active language. A dynamic import therefore settles once its chunks' words are there,
// whoever imports it. The entry pushes its key on its first line, before its code starts the
// language; startLanguage loads the catalogs pushed so far before the first render. The key is a hash of the chunk's messages in every language, so the
// chunk's name (its content's hash) changes with any of its translations.
import { createHash } from 'node:crypto';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../server/contract/constants.ts';
import { CATALOG_REGISTRY, catalogFile } from '../src/i18n/catalog-sources.ts';

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

/** The catalog keys of the chunks built, in the order met; read by the route preloads' plugin. */
const catalogKeys = new Set<string>();

/** The catalog key a built chunk's code registers, or null when it has no messages. */
export function catalogKeyOf(code: string): string | null {
  for (const key of catalogKeys) if (code.includes(key)) return key;
  return null;
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
      catalogKeys.clear();
      idsOfKey.clear();
    },
    renderChunk(code, chunk) {
      const source = compiled?.get('en');
      if (compiled === undefined || source === undefined) throw new Error('chunkCatalogs: no messages');
      const ids = messageIdsIn(code, source);
      if (ids.length === 0) return null;
      const hash = createHash('sha256');
      for (const locale of LOCALES) {
        const messages = compiled.get(locale);
        for (const id of ids) hash.update(`${locale}\0${id}\0${JSON.stringify(messages?.get(id))}\0`);
      }
      const isAdmin = chunk.fileName.startsWith(`assets/${ADMIN_PREFIX}`);
      const key = `${isAdmin ? ADMIN_PREFIX : ''}${hash.digest('base64url').slice(0, 8)}`;
      catalogKeys.add(key);
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
