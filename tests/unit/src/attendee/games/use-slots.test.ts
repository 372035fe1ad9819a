// @vitest-environment happy-dom
// The slots state with its real data layer (fake IndexedDB), only fetch stubbed: the server's pay
// table (cache then network), the balance around a bet, the reels' final symbols from the answer
// and that table, and the error path that restores the balance and re-enables SPIN
// (reference-client.md §2.7 left both stuck).
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#contract/constants';
import { SEEDED_PAYOUTS } from '../../../../fixtures/slots-payouts.ts';
import { StoredSession } from '../../../../helpers/stored-session.tsx';

vi.stubEnv('VITE_API_URL', 'http://api.test/');
const { useSlots } = await import('../../../../../src/attendee/games/use-slots.ts');

type Reply = () => Response | Promise<Response>;
let balance = 100;
let slotReplies: Reply[] = [];
let bets: unknown[] = [];
/** GET /api/slots/paytable's answer; null fails the request as a lost connection would. */
let paytable: unknown = null;

const user = () => ({
  type: 'attendee',
  id: 'a-1',
  email: 'a@b.c',
  nickname: 'ana',
  name: 'Ana',
  avatar: null,
  cv: null,
  course: null,
  token_balance: balance,
  entries: 0,
  badge_count: 0,
  badges: [],
  prizes: [],
  redeemables: [],
});

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, `x.${btoa(JSON.stringify({ sub: `u-${Math.random()}` }))}.y`);
  balance = 100;
  bets = [];
  slotReplies = [];
  paytable = { data: SEEDED_PAYOUTS };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (pathname === '/api/user') return Response.json(user());
    if (pathname === '/api/slots/paytable') {
      if (paytable === null) throw new TypeError('Failed to fetch');
      return Response.json(paytable);
    }
    if (pathname === '/api/slots') {
      bets.push(((await request.json()) as { bet: unknown }).bet);
      const reply = slotReplies.shift();
      if (reply === undefined) throw new TypeError('Failed to fetch');
      return reply();
    }
    return Response.json({}, { status: 404 });
  });
});
afterEach(async () => {
  cleanup();
  // Reads started by a last reload() finish against the stub, never the real network.
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.unstubAllGlobals();
});

async function ready() {
  const hook = renderHook(() => useSlots(), { wrapper: StoredSession });
  await waitFor(() => {
    expect(hook.result.current.balance.shown).toBe(100);
    if (paytable !== null) expect(hook.result.current.paytable.lines).not.toBeNull();
  });
  return hook;
}

describe('the pay table', () => {
  it("is the server's, best line first, each line on its symbol", async () => {
    paytable = { data: [...SEEDED_PAYOUTS].reverse() };
    const { result } = await ready();
    expect(result.current.paytable.hasFailed).toBe(false);
    expect(result.current.paytable.lines?.map((l) => [l.multiplier, l.symbol])).toEqual([
      [100, 'star'],
      [10, 'seven'],
      [5, 'diamond'],
      [3, 'heart'],
      [2, 'triangle'],
      [1, 'circle'],
    ]);
  });

  it('is read from the cache when the network fails after one visit', async () => {
    const first = await ready();
    first.unmount();
    paytable = null;
    const { result } = renderHook(() => useSlots(), { wrapper: StoredSession });
    await waitFor(() => expect(result.current.paytable.lines).toHaveLength(SEEDED_PAYOUTS.length));
    expect(result.current.paytable.hasFailed).toBe(false);
  });

  it('says so when it could never be read', async () => {
    paytable = null;
    const { result } = await ready();
    await waitFor(() => expect(result.current.paytable.hasFailed).toBe(true));
    expect(result.current.paytable.lines).toBeNull();
  });
});

describe('useSlots', () => {
  it('takes the stake, lands on the paid line, then shows the server balance', async () => {
    const { result } = await ready();
    expect(result.current.betText).toBe('10');
    let answer: (r: Response) => void = () => undefined;
    slotReplies.push(() => new Promise<Response>((resolve) => (answer = resolve)));
    let spinning: Promise<void> = Promise.resolve();
    act(() => {
      spinning = result.current.start();
    });
    await waitFor(() => expect(result.current.spin.phase).toBe('spinning'));
    expect(result.current.balance.shown).toBe(90);
    expect(result.current.isBusy).toBe(true);

    balance = 140;
    await act(async () => {
      answer(Response.json({ multiplier: 5, tokens: 50 }));
      await spinning;
    });
    expect(result.current.spin).toMatchObject({
      phase: 'landing',
      symbols: ['diamond', 'diamond', 'diamond'],
    });
    expect(result.current.balance.shown).toBe(90);

    act(() => result.current.landed());
    expect(result.current.spin.phase).toBe('done');
    expect(result.current.isBusy).toBe(false);
    await waitFor(() => expect(result.current.balance.shown).toBe(140));
    expect(bets).toEqual([10]);
  });

  it('restores the balance and re-enables SPIN when the bet fails', async () => {
    const { result } = await ready();
    slotReplies.push(() => Response.json({ errors: { detail: 'Internal Server Error' } }, { status: 500 }));
    await act(() => result.current.start());
    expect(result.current.spin).toMatchObject({ phase: 'failed', failure: { refusal: 'other' } });
    expect(result.current.isBusy).toBe(false);
    expect(result.current.balance.shown).toBe(100);

    slotReplies.push(() => Response.json({ multiplier: 0, tokens: 0 }));
    await act(() => result.current.start());
    expect(result.current.spin.phase).toBe('landing');
    expect(bets).toEqual([10, 10]);
  });

  it("lands on the symbol the server's table gives the multiplier", async () => {
    paytable = { data: [{ multiplier: 5, probability: 0.1 }] };
    const { result } = await ready();
    slotReplies.push(() => Response.json({ multiplier: 5, tokens: 50 }));
    await act(() => result.current.start());
    expect(result.current.spin).toMatchObject({ phase: 'landing', symbols: ['star', 'star', 'star'] });
  });

  it('lands a win without claiming a line when the pay table could not be read', async () => {
    paytable = null;
    const { result } = await ready();
    slotReplies.push(() => Response.json({ multiplier: 5, tokens: 50 }));
    await act(() => result.current.start());
    expect(result.current.spin).toMatchObject({ phase: 'landing', symbols: null });
    act(() => result.current.landed());
    await waitFor(() => expect(result.current.spin.phase).toBe('done'));
  });

  it('names a lost answer as such', async () => {
    const { result } = await ready();
    await act(() => result.current.start());
    expect(result.current.spin).toMatchObject({ phase: 'failed', failure: { refusal: 'network' } });
    expect(result.current.balance.shown).toBe(100);
  });

  it('sends one bet for a double tap, and none over the balance', async () => {
    const { result } = await ready();
    slotReplies.push(() => Response.json({ multiplier: 1, tokens: 10 }));
    await act(async () => {
      await Promise.all([result.current.start(), result.current.start()]);
    });
    expect(bets).toEqual([10]);
    act(() => result.current.landed());

    act(() => result.current.setBetText('1,000'));
    expect(result.current.bet).toBe(1000);
    expect(result.current.blocker?.reason).toBe('over-balance');
    await act(() => result.current.start());
    expect(bets).toEqual([10]);
  });

  it('steps the bet and bets the whole balance with MAX', async () => {
    const { result } = await ready();
    act(() => result.current.step(1));
    expect(result.current.betText).toBe('15');
    act(() => result.current.step(-1));
    act(() => result.current.step(-1));
    expect(result.current.betText).toBe('5');
    act(() => result.current.max());
    expect(result.current.bet).toBe(100);
  });
});
