// Small readers for JSON the server sent: the API modules use them to turn wire bodies into view
// types. Keys come from the contract's types (`asObject<StoreListReply>(body, 'store')`), so a
// field renamed on the server fails `tsc` here; values are still checked as they are read, since a
// cached body may be of an older shape, and fail loudly (WireError) when unexpected.
import { UPLOADS_PREFIX, VENUE_PREFIX } from '#contract/constants';

export class WireError extends Error {
  constructor(what: string) {
    super(`Unexpected answer from the server: ${what}`);
    this.name = 'WireError';
  }
}

/** Every key of any member of T (all three shapes of GET /api/user, say). */
export type WireKey<T> = T extends unknown ? keyof T & string : never;

/** A wire object as received: only the contract's keys may be read, and their values are unchecked. */
export type Unchecked<T> = { readonly [K in WireKey<T>]?: unknown };

/** `value` as an object of the contract shape T (give T: with none, no key can be read). */
export function asObject<T>(value: unknown, what: string): Unchecked<T> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new WireError(what);
  return value as Unchecked<T>;
}

/**
 * A wire object's fields read by key (`w.number('max_per_user')`): each reader checks its value as
 * the free function of the same name does, and a failure names the field as `what.key`, so the
 * label is never written out beside the key. `raw` holds the fields read some other way.
 */
export type WireFields<T> = {
  readonly raw: Unchecked<T>;
  number(key: WireKey<T>): number;
  string(key: WireKey<T>): string;
  optionalString(key: WireKey<T>): string | null;
  optionalPicture(key: WireKey<T>): string | null;
};

/** `value` as an object of the contract shape T, read field by field (WireFields). */
export function fieldsOf<T>(value: unknown, what: string): WireFields<T> {
  const raw = asObject<T>(value, what);
  return {
    raw,
    number: (key) => asNumber(raw[key], `${what}.${key}`),
    string: (key) => asString(raw[key], `${what}.${key}`),
    optionalString: (key) => optionalString(raw[key]),
    optionalPicture: (key) => optionalPicture(raw[key]),
  };
}

/** Like asObject, for bodies that may be anything (refusals): a non-object reads as no keys. */
export function readObject<T>(value: unknown): Unchecked<T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Unchecked<T>) : {};
}

export function asArray(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new WireError(what);
  return value;
}

export function asString(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new WireError(what);
  return value;
}

export function asNumber(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new WireError(what);
  return value;
}

/** A string, or null when the field is absent or null. */
export function optionalString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The path prefixes of the files this app's own server serves (uploads, the venue plan). */
const OWN_FILE_PATH = new RegExp(`^(?:${UPLOADS_PREFIX}|${VENUE_PREFIX})/`);

/**
 * A picture link as this page loads it. The server answers every picture absolute on its
 * PUBLIC_ORIGIN (issue 21), for clients on other origins; this app is always served by that same
 * server, so a link to one of its files is loaded from the page's own origin instead. It then
 * passes the CSP's `img-src 'self'`, the service worker's same-origin image cache keeps it, and a
 * page reached on a LAN address or 127.0.0.1 (no PUBLIC_ORIGIN) still shows it. Other links stay.
 */
export function pagePicture(link: string): string {
  if (!/^https?:\/\//i.test(link)) return link;
  try {
    const url = new URL(link);
    return OWN_FILE_PATH.test(url.pathname) ? `${url.pathname}${url.search}` : link;
  } catch {
    return link;
  }
}

/** A picture link (pagePicture), or null when the field is absent, null or empty. */
export function optionalPicture(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? pagePicture(value) : null;
}
