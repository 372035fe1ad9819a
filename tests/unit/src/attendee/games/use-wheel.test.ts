// @vitest-environment happy-dom
// The wheel state with its real data layer (fake IndexedDB), only fetch stubbed: the segments
// frozen for a result, the price taken then the win added, and a refusal that changes nothing.
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#contract/constants';
import { StoredSession } from '../../../../helpers/stored-session.tsx';

vi.stubEnv('VITE_API_URL', 'http://api.test/');
const { useWheel } = await import('../../../../../src/attendee/games/use-wheel.ts');

let balance = 30;
let airFryerStock = 1;
let spins: Array<() => Response> = [];
const wire = (id: number, name: string, stock: number) => ({
  id,
  name,
  avatar: null,
  max_amount_per_attendee: 1,
  stock,
});

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, `x.${btoa(JSON.stringify({ sub: `u-${Math.random()}` }))}.y`);
  balance = 30;
  airFryerStock = 1;
  spins = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (pathname === '/api/user') {
      return Response.json({
        type: 'attendee',
        id: 'a',
        email: 'a@b.c',
        token_balance: balance,
        entries: 0,
        badge_count: 0,
      });
    }
    if (pathname === '/api/roulette/prizes') {
      return Response.json({
        data: [wire(1, 'Air Fryer', airFryerStock), wire(2, 'Nothing', 999999), wire(3, 'Mug', 0)],
      });
    }
    if (pathname === '/api/roulette/price') return Response.json({ price: 20 });
    if (pathname === '/api/roulette/latestwins') return Response.json({ data: [] });
    if (pathname === '/api/roulette' && request.method === 'POST')
      return (spins.shift() ?? (() => Response.error()))();
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
  const hook = renderHook(() => useWheel(), { wrapper: StoredSession });
  await waitFor(() => {
    expect(hook.result.current.balance.shown).toBe(30);
    expect(hook.result.current.price.data).toBe(20);
    expect(hook.result.current.segments.map((p) => p.name)).toEqual(['Air Fryer', 'Nothing']);
  });
  return hook;
}

describe('useWheel', () => {
  it('takes the price, lands on the drawn prize, and keeps its segment on the wheel', async () => {
    const { result } = await ready();
    spins.push(() => Response.json({ prize: { id: 1, name: 'Air Fryer', avatar: null } }));
    airFryerStock = 0;
    balance = 10;
    await act(() => result.current.start());
    expect(result.current.spin).toMatchObject({ phase: 'landing', outcome: { kind: 'prize' } });
    expect(result.current.balance.shown).toBe(10);

    const { spin } = result.current;
    if (spin.phase !== 'landing') throw new Error('not landing');
    act(() => result.current.landed(spin.outcome));
    expect(result.current.spin.phase).toBe('done');
    // The prize table shows the new stock; the wheel keeps the segment the result points at.
    await waitFor(() => expect(result.current.prizes.data?.[0]?.stock).toBe(0));
    expect(result.current.segments.map((p) => p.name)).toEqual(['Air Fryer', 'Nothing']);
  });

  it('adds won tokens after landing, then shows the server balance', async () => {
    const { result } = await ready();
    spins.push(() => Response.json({ prize: { id: 4, name: 'Tokens', avatar: null }, tokens: 12 }));
    await act(() => result.current.start());
    balance = 22;
    const { spin } = result.current;
    if (spin.phase !== 'landing') throw new Error('not landing');
    act(() => result.current.landed(spin.outcome));
    expect(result.current.balance.shown).toBe(22);
  });

  it('changes nothing on a refusal and lets the attendee try again', async () => {
    const { result } = await ready();
    spins.push(() => Response.json({ error: 'Insufficient token balance' }, { status: 401 }));
    await act(() => result.current.start());
    expect(result.current.spin).toMatchObject({
      phase: 'failed',
      failure: { refusal: 'insufficient-balance' },
    });
    expect(result.current.isBusy).toBe(false);
    expect(result.current.balance.shown).toBe(30);
  });
});
