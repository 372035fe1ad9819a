// The store's shelf for the signed-in attendee: cache first, then network (DESIGN.md §5).
import { readStore, type Product } from '../../api/store.ts';
import { useReading, type ReadingState } from '../../ui/use-reading.ts';
import { useUserKey } from '../../session/session-context.ts';

export function useStore(): ReadingState<Product[]> {
  const userKey = useUserKey();

  return useReading(userKey === null ? null : `store:${userKey}`, () => readStore(userKey ?? ''));
}
