// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_IDEMPOTENCY_KEY, HEADER_OCCURRED_AT } from '#contract/constants';
import { HEADER_OUTBOX } from '../../../../src/outbox/shared/constants.ts';

vi.stubEnv('VITE_API_URL', 'http://api.test/');
const { sendWrite, submitWrite } = await import('../../../../src/api/write.ts');

const seen: Request[] = [];
afterEach(() => {
  seen.length = 0;
  vi.unstubAllGlobals();
});

function answer(response: () => Response) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return response();
  });
}

describe('sendWrite', () => {
  it('sends the JSON body with the given Idempotency-Key and Occurred-At', async () => {
    answer(() => Response.json({ redeem: true }, { status: 201 }));
    const result = await sendWrite({
      method: 'POST',
      path: 'api/redeems',
      body: { redeem: { attendee_id: 'a', badge_id: 4 } },
      idempotencyKey: 'key-1',
      occurredAt: new Date('2026-11-22T15:55:00Z'),
    });
    expect(result).toEqual({ redeem: true });
    const request = seen[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://api.test/api/redeems');
    expect(request?.headers.get(HEADER_IDEMPOTENCY_KEY)).toBe('key-1');
    expect(request?.headers.get(HEADER_OCCURRED_AT)).toBe('2026-11-22T15:55:00.000Z');
    expect(await request?.json()).toEqual({ redeem: { attendee_id: 'a', badge_id: 4 } });
  });

  it('makes up a fresh UUID key and the current time by default, and reads an empty answer as null', async () => {
    answer(() => new Response(null, { status: 204 }));
    const before = Date.now();
    expect(await sendWrite({ method: 'DELETE', path: 'api/attendees/x' })).toBeNull();
    await sendWrite({ method: 'DELETE', path: 'api/attendees/x' });
    const [first, second] = seen.map((request) => request.headers.get(HEADER_IDEMPOTENCY_KEY));
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
    const occurredAt = Date.parse(seen[0]?.headers.get(HEADER_OCCURRED_AT) ?? '');
    expect(occurredAt).toBeGreaterThanOrEqual(before - 1);
    expect(occurredAt).toBeLessThanOrEqual(Date.now());
  });

  it('does not retry a failed write on its own (the outbox owns retries)', async () => {
    answer(() => new Response('busy', { status: 503 }));
    await expect(sendWrite({ method: 'PUT', path: 'api/x', body: {} })).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });
});

describe('submitWrite', () => {
  const award = { method: 'POST', path: 'api/redeems', body: { redeem: { attendee_id: 'a' } } } as const;
  const kept = (marker: string) => () =>
    Response.json({ queued: true, id: 'row-1' }, { status: 202, headers: { [HEADER_OUTBOX]: marker } });

  it('reports a write the SW kept as queued', async () => {
    answer(kept('queued'));
    expect(await submitWrite(award)).toEqual({ kind: 'queued', rowId: 'row-1', isDuplicate: false });
  });

  it('reports an award whose twin already waits as queued and duplicate, with the waiting row', async () => {
    answer(kept('already-queued'));
    expect(await submitWrite(award)).toEqual({ kind: 'queued', rowId: 'row-1', isDuplicate: true });
  });

  it('reads a 202 without the outbox header as the server’s answer', async () => {
    answer(() => Response.json({ accepted: true }, { status: 202 }));
    expect(await submitWrite(award)).toEqual({ kind: 'applied', body: { accepted: true } });
  });
});
