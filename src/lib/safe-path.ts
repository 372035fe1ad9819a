// Sanitises a `from` return path (seed-spec §2: "/login accepts a from query holding the return
// path"). Only a same-origin absolute path is accepted, so `from` can never send the user off-site.

const AUTH_PAGES = ['/login', '/signup', '/register'];

/** The path when it is a safe same-origin return target, else null. */
export function sanitizeFrom(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw === '') return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Control characters and backslashes can be read as scheme or host separators by browsers.
  if (raw.includes('\\') || [...raw].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f')) {
    return null;
  }
  const pathname = raw.split(/[?#]/, 1)[0] ?? '';
  // Returning to a sign-in page after signing in would loop.
  if (AUTH_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return null;
  return raw;
}
