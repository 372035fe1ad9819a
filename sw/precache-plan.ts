// What the precache install fetches (sw/precache.ts), decided as Workbox's PrecacheController
// decides it, and which of the precache list this device keeps (docs/decisions/0046). Pure:
// tests/unit/sw runs it in Node.
import {
  isLocale,
  isUserType,
  localeOfTags,
  SOURCE_LOCALE,
  USER_TYPES,
  type Locale,
  type UserType,
} from '#contract/constants';

export type PrecacheFetch = { url: string; cacheKey: string; cacheMode: 'default' | 'reload' };

/**
 * What the build marks on an entry of the precache list that not every device needs
 * (scripts/precache-tags-plugin.ts): a message catalog's language; the user types whose screens
 * alone run a file (staff's, sponsors'), for that file, its stylesheets and its catalogs.
 */
export type PrecacheTag = { locale?: Locale; userTypes?: UserType[] };

/** An entry of the precache list as the build writes it (self.__WB_MANIFEST), with its tag. */
export type ShellEntry = { url: string; revision?: string | null; integrity?: string } & PrecacheTag;

/** The languages and user types whose tagged entries this device keeps in its precache. */
export type Keeps = { locales: Locale[]; userTypes: UserType[] };

/**
 * The entries of `urlsToCacheKeys` (PrecacheController.getURLsToCacheKeys) whose cache key is not
 * among `cachedKeys`, but those of `leftOut`: an update fetches only the files that changed. A
 * revisioned entry (its cache key carries __WB_REVISION__, unlike its URL) skips the HTTP cache, as
 * addToCacheList decides; a hashed file may come from it, where the page's own load has just put it.
 */
export function precacheFetches(
  urlsToCacheKeys: ReadonlyMap<string, string>,
  cachedKeys: ReadonlySet<string>,
  leftOut: ReadonlySet<string> = new Set(),
): PrecacheFetch[] {
  return [...urlsToCacheKeys]
    .filter(([url, cacheKey]) => !cachedKeys.has(cacheKey) && !leftOut.has(url))
    .map(([url, cacheKey]) => ({ url, cacheKey, cacheMode: cacheKey === url ? 'default' : 'reload' }));
}

/** Whether a device that keeps `keeps` precaches an entry tagged `tag`: both its marks kept, if any. */
export function isKept(tag: PrecacheTag, keeps: Keeps): boolean {
  const isLocaleKept = tag.locale === undefined || keeps.locales.includes(tag.locale);
  const isTypeKept = tag.userTypes === undefined || tag.userTypes.some((t) => keeps.userTypes.includes(t));
  return isLocaleKept && isTypeKept;
}

/** The absolute URLs of the tagged entries, with their tags (entries are relative to `base`). */
export function taggedUrls(
  entries: readonly (ShellEntry | string)[],
  base: string,
): Map<string, PrecacheTag> {
  const tagged = new Map<string, PrecacheTag>();
  for (const entry of entries) {
    if (typeof entry === 'string' || (entry.locale === undefined && entry.userTypes === undefined)) continue;
    tagged.set(new URL(entry.url, base).href, { locale: entry.locale, userTypes: entry.userTypes });
  }
  return tagged;
}

/** The tagged URLs a device that keeps `keeps` leaves out of its install. */
export function leftOutBy(tagged: ReadonlyMap<string, PrecacheTag>, keeps: Keeps): Set<string> {
  return new Set([...tagged].filter(([, tag]) => !isKept(tag, keeps)).map(([url]) => url));
}

/** `keeps` with `more` added, each list in a stable order. */
export function withKeeps(keeps: Keeps, more: Partial<Keeps>): Keeps {
  const locales = new Set([...keeps.locales, ...(more.locales ?? [])]);
  const userTypes = new Set([...keeps.userTypes, ...(more.userTypes ?? [])]);
  return {
    locales: [...locales].filter(isLocale).sort(),
    userTypes: USER_TYPES.filter((type) => userTypes.has(type)),
  };
}

/**
 * What an install keeps: what this device's pages asked for (`asked`, kept by the worker across
 * updates), and before any asked for a language, the browser's first that Confetti speaks, as the
 * page picks its own language (src/i18n/catalogs.ts) when none was chosen on the device.
 */
export function installKeeps(asked: Keeps | null, languages: readonly string[]): Keeps {
  const locales = asked?.locales.length ? asked.locales : [localeOfTags(languages) ?? SOURCE_LOCALE];
  return { locales, userTypes: asked?.userTypes ?? [] };
}

/** `data` as Keeps, when it is one (a stored record is read back as `unknown`). */
export function asKeeps(data: unknown): Keeps | null {
  if (typeof data !== 'object' || data === null) return null;
  const { locales, userTypes } = data as Record<string, unknown>;
  if (!Array.isArray(locales) || !Array.isArray(userTypes)) return null;
  return { locales: locales.filter(isLocale), userTypes: userTypes.filter(isUserType) };
}
