// JWT issue and verification (provider-api.md §2, DESIGN.md §2: algorithm, issuer and audience
// pinned). Every refusal is the same `null`, which the auth plugin answers as invalid_token.
import { createDecoder, createSigner } from 'fast-jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, TOKEN_TTL_S } from '../../../../server/auth/tokens.ts';

const SECRET = 'unit-test-secret-that-is-long-enough-for-hs512';
const nowS = () => Math.floor(Date.now() / 1000);
const claims = (over: Record<string, unknown> = {}) => ({
  sub: '42',
  iss: 'confetti',
  aud: 'confetti',
  typ: 'access',
  iat: nowS(),
  exp: nowS() + 3600,
  ...over,
});
/** Signs arbitrary claims; `iat: undefined` really leaves iat out (fast-jwt adds one by default). */
const forge = (
  over: Record<string, unknown> = {},
  key = SECRET,
  algorithm: 'HS512' | 'HS256' | 'HS384' = 'HS512',
) => createSigner({ key, algorithm, noTimestamp: 'iat' in over && over.iat === undefined })(claims(over));

describe('createTokenService', () => {
  afterEach(() => vi.useRealTimers());

  it('signs the Guardian-like claims with HS512 and a 4-week life', () => {
    const at = Date.UTC(2026, 10, 22, 10);
    const token = createTokenService(SECRET, () => at).sign(7);
    const decoded = createDecoder({ complete: true })(token) as {
      header: { alg: string };
      payload: Record<string, unknown>;
    };
    expect(decoded.header.alg).toBe('HS512');
    const iat = at / 1000;
    expect(decoded.payload).toEqual({
      sub: '7',
      iss: 'confetti',
      aud: 'confetti',
      typ: 'access',
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      iat,
      nbf: iat - 1,
      exp: iat + TOKEN_TTL_S,
      sv: 0,
    });
    expect(TOKEN_TTL_S).toBe(2_419_200);
  });

  it('carries the session version, and reads a token without one as version 0', () => {
    const service = createTokenService(SECRET);
    expect(service.verifySession(service.sign(7, 3))).toEqual({ userId: 7, version: 3 });
    expect(service.verifySession(forge())).toEqual({ userId: 42, version: 0 });
    for (const sv of [-1, 1.5, '2', null])
      expect(service.verifySession(forge({ sv })), String(sv)).toBeNull();
  });

  it('verifies its own tokens to the user id, each with a fresh jti', () => {
    const service = createTokenService(SECRET);
    const [a, b] = [service.sign(7), service.sign(7)];
    expect(a).not.toBe(b);
    expect(service.verify(a)).toBe(7);
    expect(service.verify(forge())).toBe(42);
  });

  it('refuses another key, another algorithm, and tampering', () => {
    const service = createTokenService(SECRET);
    const good = service.sign(7);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const otherPayload = Buffer.from(JSON.stringify({ ...claims(), sub: '1' })).toString('base64url');
    const refused = {
      otherKey: forge({}, 'another-secret-that-is-long-enough-for-hs512!'),
      hs256: forge({}, SECRET, 'HS256'),
      hs384: forge({}, SECRET, 'HS384'),
      none: `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
      swappedPayload: `${header}.${otherPayload}.${signature}`,
      truncated: good.slice(0, -3),
      garbage: 'not-a-jwt',
      empty: '',
    };
    for (const [name, token] of Object.entries(refused)) expect(service.verify(token), name).toBeNull();
  });

  it('refuses expired and not-yet-valid tokens', () => {
    const service = createTokenService(SECRET);
    const fiveWeeksAgo = () => Date.now() - 5 * 7 * 24 * 3600 * 1000;
    expect(service.verify(createTokenService(SECRET, fiveWeeksAgo).sign(7))).toBeNull();
    expect(service.verify(forge({ iat: nowS() - 7200, exp: nowS() - 3600 }))).toBeNull();
    expect(service.verify(forge({ nbf: nowS() + 3600 }))).toBeNull();
  });

  it('refuses a token that expired after it was verified, though verified tokens are kept', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const service = createTokenService(SECRET);
    const token = forge({ exp: nowS() + 60 });
    expect(service.verify(token)).toBe(42);
    vi.setSystemTime(Date.now() + 59_000);
    expect(service.verify(token)).toBe(42);
    vi.setSystemTime(Date.now() + 2_000);
    expect(service.verify(token)).toBeNull();
  });

  it('refuses wrong issuer, audience or type, and missing claims', () => {
    const service = createTokenService(SECRET);
    const cases = {
      providerIssuer: { iss: 'safira' },
      providerAudience: { aud: 'safira' },
      refresh: { typ: 'refresh' },
      noTyp: { typ: undefined },
      noExp: { exp: undefined },
      noIat: { iat: undefined },
      noSub: { sub: undefined },
    };
    for (const [name, over] of Object.entries(cases)) expect(service.verify(forge(over)), name).toBeNull();
  });

  it('refuses a sub that is not a user id', () => {
    const service = createTokenService(SECRET);
    for (const sub of ['abc', '-1', '1.5', '', 42, '1e3', ' 1'])
      expect(service.verify(forge({ sub })), String(sub)).toBeNull();
  });

  it('refuses a sub beyond the safe integer range instead of rounding it', () => {
    const service = createTokenService(SECRET);
    for (const sub of ['99999999999999999999', '9007199254740993']) {
      expect(service.verify(forge({ sub })), sub).toBeNull();
    }
  });
});
