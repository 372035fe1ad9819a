// Whose cache rows this device reads and writes for the signed-in session (DESIGN.md §5).
import { readToken } from '../api/token-store.ts';
import { userKeyOf } from '../lib/token-subject.ts';

export function useUserKey(): string | null {
  const token = readToken();
  return token === null ? null : userKeyOf(token);
}
