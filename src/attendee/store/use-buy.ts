// Buying one unit of a product (POST /api/store/buy): ask → confirm → buying → bought | queued |
// failed. Each confirmed attempt carries one Idempotency-Key; a retry after a lost answer (network)
// reuses it, so the server applies the purchase at most once. `queued`: the SW's outbox kept the
// buy and owns its key from then on (DESIGN.md §5). `onSettled` runs after every answer so the
// screen re-reads stock and balance from the server.
import { useRef, useState } from 'react';
import { toApiFailure } from '../../api/errors.ts';
import { buyProduct, toBuyFailure, type BuyFailure, type Product } from '../../api/store.ts';

export type BuyState =
  | { phase: 'idle' }
  | { phase: 'confirming' }
  | { phase: 'buying' }
  | { phase: 'bought'; message: string }
  | { phase: 'queued' }
  | { phase: 'failed'; failure: BuyFailure };

export type BuyAction = {
  state: BuyState;
  ask: () => void;
  cancel: () => void;
  confirm: () => Promise<void>;
  dismiss: () => void;
};

export function useBuy(
  productId: number | null,
  onSettled: () => void,
  product?: Pick<Product, 'name' | 'price'> | null,
): BuyAction {
  const [state, setState] = useState<BuyState>({ phase: 'idle' });
  const keyRef = useRef<string | null>(null);

  async function confirm() {
    if (productId === null) return;
    // NOTE: only a lost answer keeps the key; any real answer ends that attempt.
    const key = keyRef.current ?? crypto.randomUUID();
    keyRef.current = key;
    setState({ phase: 'buying' });
    try {
      const outcome = await buyProduct(productId, key, product ?? {});
      keyRef.current = null;
      setState(
        outcome.kind === 'bought' ? { phase: 'bought', message: outcome.message } : { phase: 'queued' },
      );
    } catch (error) {
      const failure = await toApiFailure(error);
      if (failure.kind !== 'network') keyRef.current = null;
      setState({ phase: 'failed', failure: toBuyFailure(failure) });
    }
    onSettled();
  }

  return {
    state,
    ask: () => setState({ phase: 'confirming' }),
    cancel: () => setState({ phase: 'idle' }),
    confirm,
    dismiss: () => setState({ phase: 'idle' }),
  };
}
