// Whose cache rows the console reads (DESIGN.md §5): the signed-in session's user.
import { readToken } from '../api/token-store.ts';
import { userKeyOf } from '../lib/token-subject.ts';

export function useAdminKey(): string | null {
  const token = readToken();
  return token === null ? null : userKeyOf(token);
}
