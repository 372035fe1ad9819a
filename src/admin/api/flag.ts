// The console's wire readers beside src/api/wire.ts: the yes/no fields only the console's replies
// carry (is_admin, has_password, is_redeemable…). Kept out of wire.ts, which every first load runs.
import { WireError } from '../../api/wire.ts';

export function asFlag(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw new WireError(what);
  return value;
}
