// The store's shelf for the signed-in attendee: cache first, then network (DESIGN.md §5).
import { readStore, type Product } from '../../api/store.ts';
import { readToken } from '../../api/token-store.ts';
import { userKeyOf } from '../../lib/token-subject.ts';
import { useReading, type ReadingState } from '../../ui/use-reading.ts';

export function useStore(): ReadingState<Product[]> {
  const token = readToken();
  const userKey = token === null ? null : userKeyOf(token);
  return useReading(userKey === null ? null : `store:${userKey}`, () => readStore(userKey ?? ''));
}
