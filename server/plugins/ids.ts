// Path and query id parsing with the provider's answers: a malformed id is 400 Bad Request.
// What an id is lives in domain/ids.ts; a path segment is digits only (no sign, no spaces).
import { isUuid, readIntId } from '../domain/ids.ts';
import { Refusal } from './errors.ts';

export function intId(raw: string): number {
  const id = /^\d+$/.test(raw) ? readIntId(raw) : 'malformed';
  if (typeof id !== 'number') throw new Refusal('bad-request');
  return id;
}

export function uuidId(raw: string): string {
  if (!isUuid(raw)) throw new Refusal('bad-request');
  return raw.toLowerCase();
}
