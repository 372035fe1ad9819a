// The `sub` claim of a JWT, read without verifying it: only used to key this device's cache and
// outbox per user (DESIGN.md §5), never to trust anything. Pure, shared with the SW.

/** The subject of a JWT as a string, or null when the token is not a readable JWT. */
export function tokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (payload === undefined || payload === '') return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null || !('sub' in claims)) return null;
    const { sub } = claims;
    if (typeof sub === 'string' && sub !== '') return sub;
    if (typeof sub === 'number') return String(sub);
    return null;
  } catch {
    return null;
  }
}

/** The key under which this device stores a session's cache and outbox rows. */
export function userKeyOf(token: string): string {
  return tokenSubject(token) ?? 'session';
}

/** The cache key for answers that do not depend on who asks (courses, event). */
export const ANONYMOUS_USER_KEY = 'anonymous';
