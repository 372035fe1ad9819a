// What the empty inventory suggests: a few products of the store and a few prizes of the wheel.
// Read only when the inventory is empty (the component that calls this mounts only then).
import { readPrizes } from '../../api/prizes.ts';
import type { Prize } from '../../api/prizes.ts';
import type { Product } from '../../api/store.ts';
import { useReading } from '../../ui/use-reading.ts';
import { prizeHighlights } from './inventory-items.ts';
import { sortShelf } from './store-shelf.ts';
import { useStore } from './use-store.ts';
import { useUserKey } from '../../session/session-context.ts';

const SUGGESTIONS = 3;

export type InventorySuggestions = { products: Product[]; prizes: Prize[] };

export function useInventorySuggestions(): InventorySuggestions {
  const userKey = useUserKey();
  const store = useStore();

  const prizes = useReading(userKey === null ? null : `prizes:${userKey}`, () => readPrizes(userKey ?? ''));
  return {
    products: sortShelf(store.data ?? []).slice(0, SUGGESTIONS),
    prizes: prizeHighlights(prizes.data ?? [], SUGGESTIONS),
  };
}
