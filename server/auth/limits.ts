// Rate limits of the sign-in, reset-request and sign-up routes (issue 7): each request counts
// against its client IP and against the email it names, and either limit refuses it with 429 and
// Retry-After before any hashing or mail. Both checks always run (two chained `app.rateLimit`
// hooks ran only the first: the plugin marks a request as limited once). Sign-up's card-code
// lookup (issue 21) names no email: it counts against the same IP budget only.
// NOTE: the IP is `request.ip`, which trusts X-Forwarded-For only with TRUST_PROXY set; the
// per-IP limit is generous because a conference's attendees share a few NAT addresses.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { normaliseEmail } from '../accounts/rules.ts';
import { retryAfter } from '../plugins/errors.ts';

export type LimitedAction = 'sign-in' | 'reset' | 'sign-up' | 'card-code';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts one request of `action` by its IP and email; throws a 429 refusal when over a limit. */
export type AuthLimits = (request: FastifyRequest, action: LimitedAction, email: unknown) => Promise<void>;

export function createAuthLimits(app: FastifyInstance, config: Config): AuthLimits {
  const emailOf = new WeakMap<FastifyRequest, string>();
  const emailKey = (request: FastifyRequest) => `email:${emailOf.get(request) ?? ''}`;
  const perEmail: Record<Exclude<LimitedAction, 'card-code'>, Check> = {
    'sign-in': app.createRateLimit({
      max: config.signInLimitPerMinute,
      timeWindow: MINUTE_MS,
      keyGenerator: emailKey,
    }),
    'sign-up': app.createRateLimit({
      max: config.signInLimitPerMinute,
      timeWindow: MINUTE_MS,
      keyGenerator: emailKey,
    }),
    reset: app.createRateLimit({
      max: config.resetLimitPerHour,
      timeWindow: HOUR_MS,
      keyGenerator: emailKey,
    }),
  };
  // One IP budget shared by the four actions; the default key is request.ip (IPv6 by /64).
  const perIp = app.createRateLimit({ max: config.ipLimitPerMinute, timeWindow: MINUTE_MS });

  return async (request, action, email) => {
    emailOf.set(request, typeof email === 'string' ? normaliseEmail(email) : '');
    const checks = [perIp(request)];
    if (action !== 'card-code') checks.push(perEmail[action](request));
    const results = await Promise.all(checks);
    // NOTE: isAllowed is true only for the allow list; a counted request is over when isExceeded.
    const seconds = Math.max(0, ...results.map((r) => (!r.isAllowed && r.isExceeded ? r.ttlInSeconds : 0)));
    if (seconds === 0) return;
    throw retryAfter(action === 'sign-in' ? 'too-many-sign-ins' : 'too-many-requests', seconds);
  };
}
