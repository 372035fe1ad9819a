// The award route's sign-in check: app.authenticate's answer kept per token, the token still
// verified on every request, dropped per user on 'sessions-ended', bounded in time and size.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TokenService } from '../../../../server/auth/tokens.ts';
import type { Caller } from '../../../../server/accounts/session-repo.ts';
import { createTokenCallers } from '../../../../server/plugins/token-callers.ts';

/** Tokens are "<user>.<n>"; `valid` is what the verifier accepts. */
function setup(opts: { maxTokens?: number } = {}) {
  const clock = { ms: 0 };
  const valid = new Set(['7.a', '7.b', '8.a']);
  const userOf = (t: string) => Number(t.split('.')[0]);
  const tokens: TokenService = {
    sign: () => '7.a',
    verify: (t) => (valid.has(t) ? userOf(t) : null),
    verifySession: (t) => (valid.has(t) ? { userId: userOf(t), version: 0 } : null),
  };
  const lookups: string[] = [];
  /** While set, a lookup waits for it after reading (a slow query). */
  const hold: { current: Promise<void> | null } = { current: null };
  const app = {
    async authenticate(request: FastifyRequest) {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      lookups.push(token);
      await hold.current;
      if (!valid.has(token)) throw new Error('refused');
      request.caller = {
        type: 'staff',
        userId: userOf(token),
        email: `${token}@test.dev`,
        staffId: userOf(token),
        isAdmin: false,
      } satisfies Caller;
    },
  } as unknown as FastifyInstance;
  const callers = createTokenCallers(app, tokens, { ttlMs: 1000, clockMs: () => clock.ms, ...opts });
  const call = async (token?: string) => {
    const request = {
      headers: { authorization: token && `Bearer ${token}` },
      caller: null,
    } as unknown as FastifyRequest;
    await callers.check(request);
    return request.caller?.email;
  };
  return { clock, valid, lookups, callers, call, hold };
}

describe('createTokenCallers', () => {
  it('looks a token up once and answers it from memory, synchronously, until the TTL', async () => {
    const { clock, lookups, call, callers } = setup();
    expect(await call('7.a')).toBe('7.a@test.dev');
    const request = { headers: { authorization: 'Bearer 7.a' }, caller: null } as unknown as FastifyRequest;
    expect(callers.check(request)).toBeUndefined();
    expect(request.caller?.email).toBe('7.a@test.dev');
    clock.ms = 999;
    await call('7.a');
    expect(lookups).toEqual(['7.a']);
    clock.ms = 1000;
    await call('7.a');
    expect(lookups).toEqual(['7.a', '7.a']);
  });

  it('keeps each token apart: another token of the same user id is looked up itself', async () => {
    const { lookups, call } = setup();
    await call('7.a');
    expect(await call('7.b')).toBe('7.b@test.dev');
    expect(lookups).toEqual(['7.a', '7.b']);
  });

  it('still verifies a kept token on every request', async () => {
    const { valid, call } = setup();
    await call('7.a');
    valid.delete('7.a');
    await expect(call('7.a')).rejects.toThrow('refused');
  });

  it('forgets every token of a user whose sessions ended, and no one else', async () => {
    const { lookups, call, callers } = setup();
    await call('7.a');
    await call('7.b');
    await call('8.a');
    callers.forget(7);
    await call('7.a');
    await call('7.b');
    await call('8.a');
    expect(lookups).toEqual(['7.a', '7.b', '8.a', '7.a', '7.b']);
  });

  it('keeps nothing for a refused or missing token, and keeps at most maxTokens', async () => {
    const { lookups, call } = setup({ maxTokens: 2 });
    await expect(call('9.z')).rejects.toThrow('refused');
    await expect(call(undefined)).rejects.toThrow('refused');
    await call('7.a');
    await call('7.b');
    await call('8.a'); // drops 7.a, the oldest
    await call('7.b');
    await call('7.a');
    expect(lookups).toEqual(['9.z', '', '7.a', '7.b', '8.a', '7.a']);
  });

  it('does not keep a caller whose lookup was under way when its user was forgotten', async () => {
    const { lookups, callers, call, hold } = setup();
    let release = () => {};
    hold.current = new Promise<void>((resolve) => (release = resolve));
    const pending = call('7.a'); // read before the change committed
    callers.forget(7); // the change's 'sessions-ended'
    release();
    await pending;
    hold.current = null;
    await call('7.a');
    expect(lookups).toEqual(['7.a', '7.a']);
  });
});
