// Which language the app speaks and the catalogs it has loaded for it (issue 24). The language is
// the one chosen on this device (a cookie, which the server reads too), else the browser's first
// that Confetti speaks, else English. `core` loads before the first render (main.tsx), a screen's
// own with its code (src/app/routes.ts); a switch loads every catalog loaded so far in the other
// language before anything changes, so every screen changes at once.
import { isLocale, LOCALE_COOKIE, localeOfTags, SOURCE_LOCALE, type Locale } from '#contract/constants';
import { activate, addMessages, i18n, type Catalog } from '#i18n/runtime';
import type { CatalogName } from './catalog-sources.ts';

// NOTE: one loader per catalog and language, each file compiled by @lingui/vite-plugin.
const files = import.meta.glob<{ messages: Catalog }>('../locales/*/*.po');

const loaded = new Set<CatalogName>();

async function read(locale: Locale, names: Iterable<CatalogName>): Promise<Catalog> {
  const catalogs = await Promise.all(
    [...names].map(async (name) => {
      const load = files[`../locales/${locale}/${name}.po`];
      if (load === undefined) throw new Error(`No ${locale} catalog named ${name}`);
      return (await load()).messages;
    }),
  );
  return Object.assign({}, ...catalogs) as Catalog;
}

/** The language this device chose, else the browser's first that Confetti speaks, else English. */
export function preferredLocale(): Locale {
  const chosen = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  if (isLocale(chosen)) return chosen;
  return localeOfTags(navigator.languages) ?? SOURCE_LOCALE;
}

function showLocale(locale: Locale): void {
  document.documentElement.lang = locale;
}

/** Activates the device's language with its core catalog; main.tsx awaits it before the first render. */
export async function startLanguage(): Promise<void> {
  const locale = preferredLocale();
  loaded.add('core');
  activate(locale, await read(locale, loaded));
  showLocale(locale);
}

/** Loads `names` in the active language, those not loaded yet; a screen's code waits on it. */
export async function loadCatalogs(names: readonly CatalogName[]): Promise<void> {
  const missing = names.filter((name) => !loaded.has(name));
  if (missing.length === 0) return;
  let locale = i18n.locale;
  let catalog = await read(locale, missing);
  // NOTE: a switch that finished meanwhile did not know of these: read them in its language.
  while (locale !== i18n.locale) catalog = await read((locale = i18n.locale), missing);
  for (const name of missing) loaded.add(name);
  addMessages(catalog);
}

/** Speaks `locale` from now on, on this device: every loaded screen re-renders in it. */
export async function switchLocale(locale: Locale): Promise<void> {
  const catalog = await read(locale, loaded);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not words
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  activate(locale, catalog);
  showLocale(locale);
}
