// Which language the app speaks and the messages it has loaded for it (issue 24). The language is
// the one chosen on this device (a cookie, which the server reads too), else the browser's first
// that Confetti speaks, else English.
//
// The build writes a catalog per built chunk and language (scripts/chunk-catalogs-plugin.ts).
// Each chunk with messages registers its catalog's key when it has run (CATALOG_REGISTRY) and waits
// for it to load before its importer goes on: startLanguage loads the entry's and those registered
// before it, before the first render; a switch loads every registered one in the
// other language before anything changes, so every screen changes at once. `npm run dev` has no
// built chunks: it loads every .po file of the language.
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  localeOfTags,
  SOURCE_LOCALE,
  type Locale,
} from '#contract/constants';
import { activate, addMessages, i18n, type Catalog } from '#i18n/runtime';
import { CATALOG_REGISTRY, catalogFile } from './catalog-sources.ts';

/** What a chunk pushes its catalog's key to and awaits (scripts/chunk-catalogs-plugin.ts). */
type Registry = { push: (key: string) => Promise<void> };
type Slot = Record<typeof CATALOG_REGISTRY, string[] | Registry | undefined>;

/** The catalog keys registered by the chunks run so far. */
const keys = new Set<string>();
/** Each registered key's load in the active language, once the language has started. */
const loads = new Map<string, Promise<void>>();
let isStarted = false;

/** The built catalogs' folder: this module's own (assets/). */
const assets = import.meta.url.slice(0, import.meta.url.lastIndexOf('/') + 1);

async function read(locale: Locale, key: string): Promise<Catalog> {
  const module = (await import(/* @vite-ignore */ assets + catalogFile(key, locale))) as {
    default: Catalog;
  };
  return module.default;
}

/** Every .po file of `locale`, compiled when imported (dev only: the build has chunk catalogs). */
async function readSources(locale: Locale): Promise<Catalog> {
  const files = import.meta.glob<{ messages: Catalog }>('../locales/*/*.po');
  const own = Object.entries(files).filter(([file]) => file.startsWith(`../locales/${locale}/`));
  const catalogs = await Promise.all(own.map(async ([, load]) => (await load()).messages));
  return Object.assign({}, ...catalogs) as Catalog;
}

async function readAll(locale: Locale, names: Iterable<string>): Promise<Catalog> {
  if (import.meta.env.DEV) return readSources(locale);
  const catalogs = await Promise.all([...names].map((key) => read(locale, key)));
  return Object.assign({}, ...catalogs) as Catalog;
}

/** Loads `key` in the active language; read again when a switch finished meanwhile. */
async function load(key: string): Promise<void> {
  let locale = i18n.locale;
  let catalog = await read(locale, key);
  while (locale !== i18n.locale) catalog = await read((locale = i18n.locale), key);
  addMessages(catalog);
}

function register(key: string): void {
  keys.add(key);
  if (isStarted && !loads.has(key)) loads.set(key, load(key));
}

// The chunks run before this module pushed their keys in an array: taken, and the live registry
// put in its place.
const slot = globalThis as unknown as Slot;
const early = slot[CATALOG_REGISTRY];
if (Array.isArray(early)) early.forEach((key) => keys.add(key));
const registry: Registry = { push: (key) => (register(key), loads.get(key) ?? Promise.resolve()) };
slot[CATALOG_REGISTRY] = registry;

/** The language this device chose, else the browser's first that Confetti speaks, else English. */
export function preferredLocale(): Locale {
  const chosen = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  if (isLocale(chosen)) return chosen;
  return localeOfTags(navigator.languages) ?? SOURCE_LOCALE;
}

function showLocale(locale: Locale): void {
  document.documentElement.lang = locale;
}

/**
 * The device's language and the messages of `started` in it; offline, when the device holds none of
 * that language's catalogs (the worker keeps the languages its pages spoke, docs/decisions/0046),
 * the first other language it holds, rather than no screen at all.
 */
async function startingCatalog(started: string[]): Promise<[Locale, Catalog]> {
  let failure: unknown;
  for (const locale of new Set([preferredLocale(), ...LOCALES])) {
    try {
      return [locale, await readAll(locale, started)];
    } catch (error) {
      failure ??= error;
    }
  }
  throw failure;
}

/** Activates the device's language with the messages of the chunks run so far (main.tsx awaits it). */
export async function startLanguage(): Promise<void> {
  const started = [...keys];
  const [locale, catalog] = await startingCatalog(started);
  activate(locale, catalog);
  for (const key of started) loads.set(key, Promise.resolve());
  isStarted = true;
  // NOTE: chunks that ran while those loaded.
  for (const key of keys) if (!loads.has(key)) loads.set(key, load(key));
  await Promise.all(loads.values());
  showLocale(locale);
}

/** Speaks `locale` from now on, on this device: every loaded screen re-renders in it. */
export async function switchLocale(locale: Locale): Promise<void> {
  const done = new Set<string>();
  let catalog: Catalog = {};
  // NOTE: until no chunk registered a catalog while the others loaded.
  do {
    const missing = [...keys].filter((key) => !done.has(key));
    catalog = { ...catalog, ...(await readAll(locale, missing)) };
    missing.forEach((key) => done.add(key));
  } while (done.size < keys.size);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not words
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  activate(locale, catalog);
  showLocale(locale);
}
