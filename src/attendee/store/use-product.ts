// One product of the store (/product/:id), cache first, then network. An id that is not a
// positive integer is never asked for: the screen shows "not found" at once.
import { readProduct, type Product } from '../../api/store.ts';
import { useReading, type ReadingState } from '../../ui/use-reading.ts';
import { useUserKey } from '../../session/session-context.ts';

export function useProduct(id: number | null): ReadingState<Product> {
  const userKey = useUserKey();
  const key = userKey === null || id === null ? null : `product:${userKey}:${id}`;
  return useReading(key, () => readProduct(userKey ?? '', id ?? 0));
}
