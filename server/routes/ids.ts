// Path and query id parsing with the provider's answers: a malformed id is 400 Bad Request.
import { isUuid } from '../domain/accounts.ts';
import { Refusal } from '../plugins/errors.ts';

export function intId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2 ** 31 - 1) throw new Refusal('bad-request');
  return Number(raw);
}

export function uuidId(raw: string): string {
  if (!isUuid(raw)) throw new Refusal('bad-request');
  return raw.toLowerCase();
}
