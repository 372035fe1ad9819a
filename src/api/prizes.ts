// The wheel's prizes, GET /api/roulette/prizes (provider-api.md §3 "Roulette"): PrizeJSON
// {id, name, avatar, max_amount_per_attendee, stock} mapped to a view type. Shared by the wheel
// and the inventory's empty state: keep `Prize` and `readPrizes` stable.
import { PRIZES_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type { PrizeJson, PrizeListReply } from '#contract/games';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, asObject, fieldsOf } from './wire.ts';

export type Prize = {
  id: number;
  name: string;
  avatar: string | null;
  maxPerAttendee: number;
  stock: number;
  /** A "nothing / try again" slice (issue 23; ours, added to the provider's PrizeJSON). */
  isNothing: boolean;
};

export function toPrize(value: unknown): Prize {
  const w = fieldsOf<PrizeJson>(value, 'prize');
  return {
    id: w.number('id'),
    name: w.string('name'),
    avatar: w.optionalPicture('avatar'),
    maxPerAttendee: w.number('max_amount_per_attendee'),
    stock: w.number('stock'),
    isNothing: w.raw.is_nothing === true,
  };
}

export function toPrizes(body: unknown): Prize[] {
  return asArray(asObject<PrizeListReply>(body, 'prizes').data, 'prizes.data').map(toPrize);
}

export function readPrizes(userKey: string): AsyncGenerator<Reading<Prize[]>, void, void> {
  return get(apiPath(PRIZES_PATH), toPrizes, { userKey });
}
