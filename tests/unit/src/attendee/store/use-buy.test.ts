// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_IDEMPOTENCY_KEY } from '#contract/constants';

vi.stubEnv('VITE_API_URL', 'http://api.test/');
const { useBuy } = await import('../../../../../src/attendee/store/use-buy.ts');

afterEach(() => vi.unstubAllGlobals());

/** Answers each buy with the next reply in line, remembering the keys sent. */
function serve(replies: Array<() => Response>) {
  const keys: Array<string | null> = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    keys.push(new Request(input, init).headers.get(HEADER_IDEMPOTENCY_KEY));
    const reply = replies.shift();
    if (reply === undefined) throw new TypeError('Failed to fetch');
    return reply();
  });
  return keys;
}

describe('useBuy', () => {
  it('goes ask → confirm → bought and tells the screen to read again', async () => {
    serve([() => Response.json({ Redeemable: 'Mug bought successfully!' })]);
    const onSettled = vi.fn();
    const { result } = renderHook(() => useBuy(6, onSettled));
    act(() => result.current.ask());
    expect(result.current.state).toEqual({ phase: 'confirming' });
    await act(() => result.current.confirm());
    expect(result.current.state).toEqual({ phase: 'bought', message: 'Mug bought successfully!' });
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it('shows the server refusal and starts a new attempt afterwards', async () => {
    const keys = serve([
      () => Response.json({ errors: { token_balance: ['Token balance is insufficient.'] } }, { status: 422 }),
      () => Response.json({ Redeemable: 'Mug bought successfully!' }),
    ]);
    const { result } = renderHook(() => useBuy(6, () => undefined));
    await act(() => result.current.confirm());
    expect(result.current.state).toEqual({
      phase: 'failed',
      failure: { refusal: 'insufficient-balance', reason: 'Token balance is insufficient.' },
    });
    await act(() => result.current.confirm());
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('retries a lost answer with the same Idempotency-Key, so it is applied once', async () => {
    const keys = serve([]);
    const { result } = renderHook(() => useBuy(6, () => undefined));
    await act(() => result.current.confirm());
    expect(result.current.state).toEqual({ phase: 'failed', failure: { refusal: 'network', reason: null } });
    const retryKeys = serve([() => Response.json({ Redeemable: 'Mug bought successfully!' })]);
    await act(() => result.current.confirm());
    expect(retryKeys[0]).toBe(keys[0]);
    expect(result.current.state.phase).toBe('bought');
  });

  it('does nothing without a product', async () => {
    const keys = serve([]);
    const { result } = renderHook(() => useBuy(null, () => undefined));
    await act(() => result.current.confirm());
    expect(keys).toEqual([]);
    expect(result.current.state).toEqual({ phase: 'idle' });
  });
});
