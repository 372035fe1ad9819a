// Links to the files we serve, as JSON answers them (issue 8, "Clients of the provider's
// contract"; DESIGN.md §3.2). Rows store paths on this server (`/uploads/…`, `/api/…/cv?v=…`);
// answers make them absolute against PUBLIC_ORIGIN, else this server's own origin, never a
// request's Host header. A CV link given to a caller allowed to open it is also signed: `exp`
// (unix seconds) and `sig`, an HMAC-SHA256 over the path and that expiry, so a plain link opens it
// without a bearer header until it expires; no other path and no later time verifies.
// NOTE: expiries are rounded up to a 5-minute step, so one caller's answers stay byte-identical
// for a while (caches and re-renders see no change) and a link lives 15 to 20 minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LINK_TTL_S = 15 * 60;
export const LINK_STEP_S = 5 * 60;

export type Links = {
  /**
   * A stored path made absolute; an absolute or null value is answered as it is. The one way a
   * JSON answer links a picture (avatars, badge, item and prize pictures, the venue plan): a client
   * on another origin (CORS_ORIGINS) must load them from us, not from itself (issue 21).
   */
  absolute: { (stored: string): string; (stored: string | null): string | null };
  /** A stored CV path made absolute, and signed when the caller may open it. */
  cv: (stored: string | null, canOpen: boolean) => string | null;
  /** A path on this server, signed as a CV link is but left same-origin (the console's pages). */
  signedPath: (pathname: string) => string;
  /** Whether `sig` signs this path until `exp`, and `exp` is still ahead. */
  verify: (pathname: string, exp: unknown, sig: unknown) => boolean;
};

export function createLinks(opts: { origin: string; secret: string; now: () => Date }): Links {
  // A key of its own, derived from the server's secret, so a link signature is never a JWT one.
  const key = createHmac('sha256', opts.secret).update('confetti file links v1').digest();
  const sign = (pathname: string, exp: number) =>
    createHmac('sha256', key).update(`${pathname}\n${exp}`).digest('base64url');
  const expiry = () => {
    const nowS = Math.floor(opts.now().getTime() / 1000);
    return Math.ceil((nowS + LINK_TTL_S) / LINK_STEP_S) * LINK_STEP_S;
  };
  function absolute(stored: string): string;
  function absolute(stored: string | null): string | null;
  function absolute(stored: string | null): string | null {
    return stored !== null && stored.startsWith('/') && !stored.startsWith('//')
      ? `${opts.origin}${stored}`
      : stored;
  }

  return {
    absolute,
    cv(stored, canOpen) {
      const url = absolute(stored);
      if (url === null || !canOpen || stored === null || !stored.startsWith('/')) return url;
      const exp = expiry();
      const pathname = stored.split('?')[0]!;
      const sep = stored.includes('?') ? '&' : '?';
      return `${url}${sep}exp=${exp}&sig=${sign(pathname, exp)}`;
    },
    signedPath(pathname) {
      const exp = expiry();
      return `${pathname}?exp=${exp}&sig=${sign(pathname, exp)}`;
    },
    verify(pathname, exp, sig) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 <= opts.now().getTime()) return false;
      const expected = Buffer.from(sign(pathname, Number(exp)));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
