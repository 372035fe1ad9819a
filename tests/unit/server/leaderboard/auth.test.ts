// The leaderboard's cached sign-in check: the token is verified on every request, only the
// caller lookup (app.authenticate's query) is reused, for a bounded time.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TokenService } from '../../../../server/auth/tokens.ts';
import type { Caller } from '../../../../server/accounts/session-repo.ts';
import { createCachedAuthenticate } from '../../../../server/leaderboard/auth.ts';

function setup() {
  const clock = { ms: 0 };
  const valid = new Set(['good']);
  const version = { current: 0 };
  const tokens: TokenService = {
    sign: () => 'good',
    verify: (t) => (valid.has(t) ? 7 : null),
    verifySession: (t) => (valid.has(t) ? { userId: 7, version: version.current } : null),
  };
  let lookups = 0;
  /** While set, a lookup waits for it (a slow query). */
  const hold: { current: Promise<void> | null } = { current: null };
  const app = {
    async authenticate(request: FastifyRequest) {
      lookups += 1;
      await hold.current;
      const token = request.headers.authorization?.replace(/^Bearer /, '');
      if (!token || !valid.has(token)) throw new Error('refused');
      request.caller = { type: 'attendee', userId: 7, email: 'a@test.dev', attendeeId: 'x' } satisfies Caller;
    },
  } as unknown as FastifyInstance;
  const cached = createCachedAuthenticate(app, tokens, { ttlMs: 1000, clockMs: () => clock.ms });
  const call = async (authorization?: string) => {
    const request = { headers: { authorization }, caller: null } as unknown as FastifyRequest;
    await cached.check(request);
    return request.caller;
  };
  return { call, clock, valid, version, forget: cached.forget, lookups: () => lookups, hold };
}

describe('createCachedAuthenticate', () => {
  it('looks the caller up once per TTL', async () => {
    const { call, clock, lookups } = setup();
    expect((await call('Bearer good'))?.userId).toBe(7);
    expect((await call('Bearer good'))?.userId).toBe(7);
    expect(lookups()).toBe(1);
    clock.ms = 1000;
    await call('Bearer good');
    expect(lookups()).toBe(2);
  });

  it('still refuses a missing, bad or no-longer-valid token when the caller is cached', async () => {
    const { call, valid } = setup();
    await call('Bearer good');
    await expect(call()).rejects.toThrow('refused');
    await expect(call('Bearer forged')).rejects.toThrow('refused');
    valid.delete('good');
    await expect(call('Bearer good')).rejects.toThrow('refused');
  });

  it('looks the caller up again for another session version, or once forgotten', async () => {
    const { call, version, forget, lookups } = setup();
    await call('Bearer good');
    version.current = 1;
    await call('Bearer good');
    expect(lookups()).toBe(2);
    await call('Bearer good');
    expect(lookups()).toBe(2);
    forget(7);
    await call('Bearer good');
    expect(lookups()).toBe(3);
  });

  it('does not keep a caller whose lookup was under way when its user was forgotten', async () => {
    const { call, forget, lookups, hold } = setup();
    let release = () => {};
    hold.current = new Promise<void>((resolve) => (release = resolve));
    const pending = call('Bearer good'); // read before the change committed
    forget(7); // the change's 'sessions-ended'
    release();
    await pending;
    hold.current = null;
    await call('Bearer good');
    expect(lookups()).toBe(2);
  });
});
