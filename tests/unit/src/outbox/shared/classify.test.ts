import { describe, expect, it } from 'vitest';
import { backoffMs, classify, isFinal, isQueueableWrite } from '../../../../../src/outbox/shared/classify.ts';
import type { SendResult, Verdict } from '../../../../../src/outbox/shared/classify.ts';
import { OUTBOX_BACKOFF_BASE_MS, OUTBOX_BACKOFF_MAX_MS } from '../../../../../src/outbox/shared/constants.ts';

const answer = (status: number, body: unknown = null): SendResult => ({ kind: 'answer', status, body });

describe('classify: the status table of DESIGN.md §5', () => {
  it.each<[string, SendResult, Verdict]>([
    ['200 applied', answer(200, { Redeemable: 'Mug bought successfully!' }), 'done'],
    ['201 created', answer(201), 'done'],
    ['204 no content', answer(204), 'done'],
    ['400 bad request', answer(400, { error: 'Bad request' }), 'conflict'],
    ['403 forbidden', answer(403), 'conflict'],
    ['404 not found', answer(404), 'conflict'],
    ['422 sold out', answer(422, { errors: { stock: ['Item is sold out!'] } }), 'conflict'],
    ['422 key reused for another payload', answer(422, { error: 'other payload' }), 'conflict'],
    [
      '401 of a semantic refusal (provider style)',
      answer(401, { error: 'Cannot access resource' }),
      'conflict',
    ],
    ['401 only attendees buy', answer(401, { error: 'Only attendees can buy' }), 'conflict'],
    ['401 no session', answer(401, { error: 'unauthenticated' }), 'park'],
    ['401 bad token', answer(401, { error: 'invalid_token' }), 'park'],
    ['408 request timeout', answer(408), 'retry'],
    ['409 same key still in flight', answer(409, { error: 'still being processed' }), 'retry'],
    ['429 rate limited', answer(429), 'retry'],
    ['500 server error', answer(500), 'retry'],
    ['502 bad gateway', answer(502), 'retry'],
    ['503 unavailable', answer(503), 'retry'],
    ['no answer (offline, reset)', { kind: 'network' }, 'retry'],
    ['no answer within the timeout', { kind: 'timeout' }, 'retry'],
  ])('%s → %s', (_name, result, verdict) => {
    expect(classify(result)).toBe(verdict);
  });

  it('calls only done and conflict final', () => {
    expect((['done', 'conflict', 'retry', 'park'] as const).filter(isFinal)).toEqual(['done', 'conflict']);
  });
});

describe('backoffMs', () => {
  it('doubles from the base and stays under the cap, jitter between half and all of it', () => {
    expect(backoffMs(1, 0)).toBe(OUTBOX_BACKOFF_BASE_MS / 2);
    expect(backoffMs(1, 0.999999)).toBe(OUTBOX_BACKOFF_BASE_MS);
    expect(backoffMs(2, 0)).toBe(OUTBOX_BACKOFF_BASE_MS);
    expect(backoffMs(3, 0)).toBe(OUTBOX_BACKOFF_BASE_MS * 2);
    expect(backoffMs(50, 0.999999)).toBe(OUTBOX_BACKOFF_MAX_MS);
    expect(backoffMs(50, 0)).toBe(OUTBOX_BACKOFF_MAX_MS / 2);
  });

  it('spreads devices that failed together', () => {
    const delays = new Set([0.1, 0.3, 0.5, 0.7, 0.9].map((r) => backoffMs(4, r)));
    expect(delays.size).toBe(5);
  });
});

describe('isQueueableWrite', () => {
  it.each([
    '/api/redeems',
    '/api/store/buy',
    '/api/store/buy/',
    '/api/store/redeem',
    '/api/roulette/redeem',
    '/api/referrals',
  ])('keeps POST %s', (path) => expect(isQueueableWrite('POST', path)).toBe(true));

  it.each(['PUT', 'DELETE'])('keeps %s of a programme star (issue 22)', (method) => {
    expect(isQueueableWrite(method, '/api/programme/stars/5b0c3a52-2f0e-4c53-9d38-1f3c6e1a0a11')).toBe(true);
  });

  it("keeps PUT of a sponsor's lead edit (issue 29)", () => {
    expect(isQueueableWrite('PUT', '/api/company/leads/5b0c3a52-2f0e-4c53-9d38-1f3c6e1a0a11')).toBe(true);
  });

  it("keeps PUT of an attendee's CV choice for a sponsor (issue 29)", () => {
    expect(isQueueableWrite('PUT', '/api/attendee/visits/12/cv')).toBe(true);
  });

  it.each<[string, string]>([
    ['POST', '/api/company/leads/5b0c3a52'],
    ['DELETE', '/api/company/leads/5b0c3a52'],
    ['PUT', '/api/company/leads'],
    ['PUT', '/api/company/lead-tags'],
    ['POST', '/api/attendee/visits/12/cv'],
    ['PUT', '/api/attendee/visits/abc/cv'],
    ['PUT', '/api/attendee/visits'],
    ['POST', '/api/slots'],
    ['POST', '/api/roulette'],
    ['POST', '/api/auth/sign_in'],
    ['POST', '/api/auth/sign_up'],
    ['GET', '/api/redeems'],
    ['PUT', '/api/store/buy'],
    ['POST', '/api/store/buyers'],
    ['POST', '/api/programme/stars/5b0c3a52'],
    ['PUT', '/api/programme/stars'],
    ['PUT', '/api/programme/stars/a/b'],
    ['POST', '/api/programme/calendar/reset'],
  ])('never keeps %s %s (spins, bets, sign-in need an answer now)', (method, path) => {
    expect(isQueueableWrite(method, path)).toBe(false);
  });
});
