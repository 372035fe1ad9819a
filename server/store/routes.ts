// The store (provider-api.md §3 "Store"): the shop window, buying one unit, and staff handing
// purchases over. Buys and deliveries are exactly-once under an Idempotency-Key (DESIGN.md §5);
// the old client posts to /api/store/buy/ with a trailing slash, so both spellings are served.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { IdParams, replies } from '../contract/common.ts';
import * as wire from '../contract/store.ts';
import * as repo from './repo.ts';
import { attendeeExists } from '../accounts/attendee-repo.ts';
import { isUuid } from '../domain/ids.ts';
import { canSeeOwedItems } from '../domain/privacy.ts';
import { canBuyOf, readBodyId } from './rules.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal, type FixedRefusalName } from '../plugins/errors.ts';
import type { Links } from '../uploads/links.ts';
import { completeIdempotency } from '../plugins/idempotency.ts';
import { intId, uuidId } from '../plugins/ids.ts';
import {
  PRODUCT_PATH,
  STORE_BUY_PATH,
  STORE_PATH,
  STORE_REDEEMABLES_PATH,
  STORE_REDEEM_PATH,
} from '#contract/paths';

const toJson = (item: repo.ItemRow, isAttendee: boolean, links: Links): wire.RedeemableJson => ({
  id: item.id,
  name: item.name,
  description: item.description,
  image: links.absolute(item.image),
  price: item.price,
  stock: item.stock,
  max_per_user: item.maxPerUser,
  can_buy: canBuyOf(item, item.bought, isAttendee),
});

/** The attendee id of an attendee caller, or null for every other role. */
function attendeeOf(request: FastifyRequest): string | null {
  const caller = callerOf(request);
  return caller.type === 'attendee' ? caller.attendeeId : null;
}

/** A body id: missing → `missing`, malformed → 400 Bad Request, out of range → null (no such row). */
function bodyId(value: unknown, missing: FixedRefusalName): number | null {
  const read = readBodyId(value);
  if (read.kind === 'missing') throw new Refusal(missing);
  if (read.kind === 'malformed') throw new Refusal('bad-request');
  return read.id;
}

export const storeRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const write = { onRequest: app.authenticate, preValidation: app.idempotent };

  app.get(
    STORE_PATH,
    { onRequest: app.authenticate, schema: { response: replies({ 200: wire.StoreListReply }) } },
    async (request) => {
      const attendeeId = attendeeOf(request);
      const items = await repo.listItems(ctx.db, attendeeId);
      return { data: items.map((item) => toJson(item, attendeeId !== null, ctx.links)) };
    },
  );

  app.get(
    PRODUCT_PATH,
    {
      onRequest: app.authenticate,
      schema: { params: IdParams, response: replies({ 200: wire.StoreItemReply }) },
    },
    async (request) => {
      const attendeeId = attendeeOf(request);
      const item = await repo.findItem(ctx.db, intId(request.params.id), attendeeId);
      if (!item) throw new Refusal('not-found');
      return { data: toJson(item, attendeeId !== null, ctx.links) };
    },
  );

  for (const url of [STORE_BUY_PATH, `${STORE_BUY_PATH}/`]) {
    app.post(
      url,
      { ...write, schema: { body: wire.BuyBody, response: replies({ 200: wire.RedeemableReply }) } },
      async (request, reply) => {
        const attendeeId = attendeeOf(request);
        if (attendeeId === null) throw new Refusal('buy-not-attendee');
        const redeemableId = bodyId(request.body.redeemable.redeemable_id, 'no-redeemable-id');
        const now = ctx.now();
        const result = await repo.buyOne(ctx.db, { attendeeId, redeemableId, at: now }, (tx, name) =>
          completeIdempotency(tx, request, 200, wire.boughtReply(name), now),
        );
        switch (result.kind) {
          case 'bought':
            ctx.events.publish({ type: 'balance-changed', attendeeId });
            return reply.code(200).send(wire.boughtReply(result.name));
          case 'attendee-not-found':
            throw new Refusal('not-found');
          case 'item-not-found':
            throw new Refusal('redeemable-not-found');
          case 'refused':
            throw new Refusal(`buy-${result.refusal}`);
        }
      },
    );
  }

  app.get(
    STORE_REDEEMABLES_PATH,
    {
      onRequest: app.authenticate,
      schema: { params: wire.AttendeeParams, response: replies({ 200: wire.OwedListReply }) },
    },
    async (request) => {
      const attendeeId = uuidId(request.params.attendee_id);
      const caller = callerOf(request);
      if (!canSeeOwedItems(caller, attendeeId)) throw new Refusal('no-permission');
      if (!(await attendeeExists(ctx.db, attendeeId))) throw new Refusal('not-found');
      const purchases = await repo.purchasesOwed(ctx.db, attendeeId, caller.type === 'staff');
      return {
        data: purchases.map((p) => ({
          id: p.id,
          name: p.name,
          image: ctx.links.absolute(p.image),
          not_redeemed: p.notRedeemed,
        })),
      };
    },
  );

  for (const url of [STORE_REDEEM_PATH, `${STORE_REDEEM_PATH}/`]) {
    app.post(
      url,
      { ...write, schema: { body: wire.DeliverBody, response: replies({ 200: wire.RedeemableReply }) } },
      async (request, reply) => {
        if (callerOf(request).type !== 'staff') throw new Refusal('deliver-not-staff');
        const { attendee_id: rawAttendeeId, redeemable, quantity } = request.body.redeem;
        if (!isUuid(rawAttendeeId)) throw new Refusal('bad-request');
        const redeemableId = bodyId(redeemable, 'bad-request');
        const now = ctx.now();
        const input = { attendeeId: rawAttendeeId.toLowerCase(), redeemableId, quantity };
        const result = await repo.deliverUnits(ctx.db, input, (tx, name) =>
          completeIdempotency(tx, request, 200, wire.deliveredReply(name), now),
        );
        switch (result.kind) {
          case 'delivered':
            return reply.code(200).send(wire.deliveredReply(result.name));
          case 'attendee-not-found':
            throw new Refusal('attendee-not-found');
          case 'item-not-found':
            throw new Refusal('redeemable-not-found');
          case 'refused':
            throw new Refusal(result.refusal);
        }
      },
    );
  }
};
