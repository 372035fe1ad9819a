// Handing over what an attendee is owed (provider-api.md §3 "Store", "Roulette"): store items
// bought and wheel prizes won but not yet delivered (GET /api/store/redeem/:id and
// GET /api/roulette/redeem/:id, both {"data":[{id,name,image,not_redeemed}]}), and delivering some
// units of one (POST /api/store/redeem, POST /api/roulette/redeem) through submitWrite, which the
// SW's outbox may keep (`queued`). The server's confirmation and refusals become plain outcomes here.
import {
  PRIZE_REDEEMABLES_PATH,
  PRIZE_REDEEM_PATH,
  STORE_REDEEMABLES_PATH,
  STORE_REDEEM_PATH,
} from '#contract/paths';
import { apiPath } from './client.ts';
import type { OwedPrize, OwedPrizesReply, PrizeDeliveredReply } from '#contract/games';
import type { DeliverBody as PrizeDeliverBody } from '#contract/games';
import type {
  DeliverBody as ItemDeliverBody,
  OwedItemJson,
  OwedListReply,
  RedeemableReply,
} from '#contract/store';
import { submitWrite } from './write.ts';
import { toApiFailure, type ApiFailure } from './errors.ts';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, asObject, fieldsOf, optionalString, readObject } from './wire.ts';

export type OwedKind = 'item' | 'prize';

export type Owed = { kind: OwedKind; id: number; name: string; image: string | null; owed: number };

function toOwedList(kind: OwedKind) {
  return (body: unknown): Owed[] =>
    asArray(asObject<OwedListReply | OwedPrizesReply>(body, 'owed').data, 'owed.data').map((value) => {
      const w = fieldsOf<OwedItemJson | OwedPrize>(value, 'owed item');
      return {
        kind,
        id: w.number('id'),
        name: w.string('name'),
        image: w.optionalPicture('image'),
        owed: w.number('not_redeemed'),
      };
    });
}

export const toOwedItems = toOwedList('item');
export const toOwedPrizes = toOwedList('prize');

const PATHS: Record<OwedKind, { list: `${string}/:attendee_id`; deliver: string }> = {
  item: { list: STORE_REDEEMABLES_PATH, deliver: STORE_REDEEM_PATH },
  prize: { list: PRIZE_REDEEMABLES_PATH, deliver: PRIZE_REDEEM_PATH },
};

/** What `attendeeId` is still owed of one kind, cache first then network. */
export function readOwed(
  kind: OwedKind,
  attendeeId: string,
  userKey: string,
): AsyncGenerator<Reading<Owed[]>, void, void> {
  const parse = kind === 'item' ? toOwedItems : toOwedPrizes;
  return get(apiPath(PATHS[kind].list, { attendee_id: attendeeId }), parse, { userKey });
}

export type DeliveryOutcome =
  | { kind: 'delivered'; message: string }
  /** Kept by the outbox: delivered once the server can be reached (DESIGN.md §5). */
  | { kind: 'queued' }
  | { kind: 'refused'; reason: string }
  | { kind: 'network' }
  | { kind: 'failed'; status: number | null };

function firstText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  for (const value of Object.values(body)) {
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'object' && value !== null) {
      const inner = firstText(value);
      if (inner !== null) return inner;
    }
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return null;
}

/** A failed delivery as an outcome, with the server's words ("Wrong quantity"). Pure. */
export function toDeliveryOutcome(failure: ApiFailure): DeliveryOutcome {
  if (failure.kind === 'network') return { kind: 'network' };
  if (failure.kind !== 'http') return { kind: 'failed', status: null };
  if (failure.status >= 500) return { kind: 'failed', status: failure.status };
  return { kind: 'refused', reason: firstText(failure.body) ?? `Refused (${failure.status})` };
}

export type DeliveryRequest = {
  attendeeId: string;
  kind: OwedKind;
  id: number;
  quantity: number;
  idempotencyKey: string;
  occurredAt: Date;
};

export async function deliver(request: DeliveryRequest): Promise<DeliveryOutcome> {
  const { attendeeId, kind, id, quantity, idempotencyKey, occurredAt } = request;
  try {
    const outcome = await submitWrite({
      method: 'POST',
      path: apiPath(PATHS[kind].deliver),
      body:
        kind === 'item'
          ? ({ redeem: { attendee_id: attendeeId, redeemable: id, quantity } } satisfies ItemDeliverBody)
          : ({ redeem: { attendee_id: attendeeId, prize: id, quantity } } satisfies PrizeDeliverBody),
      idempotencyKey,
      occurredAt,
    });
    if (outcome.kind === 'queued') return { kind: 'queued' };
    const reply = readObject<RedeemableReply | PrizeDeliveredReply>(outcome.body);
    return { kind: 'delivered', message: optionalString(reply.Redeemable ?? reply.Prize) || 'Delivered' };
  } catch (error) {
    return toDeliveryOutcome(await toApiFailure(error));
  }
}
