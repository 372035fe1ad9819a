// JWT issue and verification, as Guardian does in provider-api.md §2: HS512, iss/aud "safira"
// is theirs; we pin our own issuer and audience and the algorithm (fast-jwt accepts any by default).
// `sv` carries the user's session version: a password reset raises it, which ends older sessions.
import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export const TOKEN_TTL_S = 4 * 7 * 24 * 3600;
const ISSUER = 'confetti';
const AUDIENCE = 'confetti';

export type TokenSession = { userId: number; version: number };

export type TokenService = {
  sign: (userId: number, sessionVersion?: number) => string;
  /** The user id, or null for any bad, expired or wrongly signed token. */
  verify: (token: string) => number | null;
  /** The user id and session version; null as for `verify`. */
  verifySession: (token: string) => TokenSession | null;
};

/**
 * How many verified tokens are kept (each ~0.5 kB): a token seen again is answered from memory, not
 * by the HMAC again nor by fast-jwt's own cache, whose key is a SHA-256 of the token on every
 * request (about a fifth of a warm leaderboard read's CPU, DESIGN.md §7).
 */
const VERIFIED_KEPT = 10_000;

export function createTokenService(secret: string, clock: () => number = Date.now): TokenService {
  const key = Buffer.from(secret, 'utf8');
  const signer = createSigner({ key, algorithm: 'HS512' });
  const verifier = createVerifier({
    key,
    algorithms: ['HS512'],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    requiredClaims: ['sub', 'exp', 'iat', 'typ'],
    cache: false,
  });
  /** Tokens that verified, by the token itself, until their `exp` (oldest first, for eviction). */
  const verified = new Map<string, { session: TokenSession; expiresAtMs: number }>();

  function check(token: string): { session: TokenSession; expiresAtMs: number } | null {
    try {
      const claims = verifier(token) as { sub?: unknown; typ?: unknown; sv?: unknown; exp?: unknown };
      if (claims.typ !== 'access' || typeof claims.sub !== 'string' || !/^\d+$/.test(claims.sub)) return null;
      if (typeof claims.exp !== 'number') return null;
      const userId = Number(claims.sub);
      // NOTE: tokens issued before session versions existed carry none: they count as version 0.
      const version = claims.sv === undefined ? 0 : claims.sv;
      if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null;
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      // Frozen: one kept session answers every later request with its token.
      return { session: Object.freeze({ userId, version }), expiresAtMs: claims.exp * 1000 };
    } catch {
      return null;
    }
  }

  // NOTE: the verifier reads Date.now() for `exp` and `nbf`, so the kept tokens are timed by it too.
  function verifySession(token: string): TokenSession | null {
    const kept = verified.get(token);
    if (kept !== undefined) {
      if (Date.now() < kept.expiresAtMs) return kept.session;
      verified.delete(token);
    }
    const fresh = check(token);
    if (fresh === null) return null;
    if (verified.size >= VERIFIED_KEPT) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, fresh);
    return fresh.session;
  }
  return {
    sign(userId, sessionVersion = 0) {
      const iat = Math.floor(clock() / 1000);
      return signer({
        sub: String(userId),
        iss: ISSUER,
        aud: AUDIENCE,
        typ: 'access',
        jti: randomUUID(),
        iat,
        nbf: iat - 1,
        exp: iat + TOKEN_TTL_S,
        sv: sessionVersion,
      });
    },
    verify: (token) => verifySession(token)?.userId ?? null,
    verifySession,
  };
}
