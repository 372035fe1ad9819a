// Reads an attendee card code: the QR on a physical card holds a URL ending in
// `/attendees/<uuid>` (provider-api.md §2, sign-up), older cards `/register/<uuid>`; people without a
// camera type or paste the code. Pure: no DOM, so the SW and tests can use it.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for a canonical 8-4-4-4-12 hex UUID (any version, any case). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value.toLowerCase());
}

/**
 * Returns the card's UUID in lower case, or null when the text holds none.
 * Accepts a bare UUID or any URL/path whose last segment is one; query, hash and a trailing slash
 * are ignored. The host is not checked: the server validates the UUID itself.
 */
export function parseCardCode(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  if (isUuid(text)) return text.toLowerCase();
  let pathname: string;
  try {
    pathname = new URL(text, 'https://card.invalid/').pathname;
  } catch {
    return null;
  }
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  if (last === undefined) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    return null;
  }
  return isUuid(decoded) ? decoded.toLowerCase() : null;
}
