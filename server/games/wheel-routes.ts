// The prize wheel (provider-api.md §3 "Roulette"): prizes, price, latest wins, a spin, and staff
// handing physical prizes over. DESIGN.md §5: a spin is never queued or replayed (it needs the
// server's answer now), so only the handover takes an Idempotency-Key.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { IdParams, replies } from '../contract/common.ts';
import {
  AttendeeParams,
  DeliverBody,
  deliveredBody,
  LatestWinsReply,
  OwedPrizesReply,
  PriceReply,
  PrizeDeliveredReply,
  PrizeListReply,
  PrizeReply,
  SpinReply,
} from '../contract/games.ts';
import * as delivery from '../store/prize-delivery-repo.ts';
import { attendeeExists } from '../accounts/attendee-repo.ts';
import * as repo from './wheel-repo.ts';
import { cryptoRandom } from './draw-rules.ts';
import { readIntId, rowIdOf } from '../domain/ids.ts';
import { canSeeOwedItems } from '../domain/privacy.ts';
import { readSpinPrice } from './settings-repo.ts';
import { decideDelivery } from './wheel-rules.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { completeIdempotency } from '../plugins/idempotency.ts';
import { intId, uuidId } from '../plugins/ids.ts';
import { latestWin, owedPrize, prizeJson, spinReply } from './json.ts';
import {
  PRIZES_PATH,
  PRIZE_PATH,
  PRIZE_REDEEMABLES_PATH,
  PRIZE_REDEEM_PATH,
  ROULETTE_LATEST_WINS_PATH,
  ROULETTE_PATH,
  ROULETTE_PRICE_PATH,
} from '#contract/paths';

export const rouletteRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const auth = { onRequest: app.authenticate };

  app.get(PRIZES_PATH, { ...auth, schema: { response: replies({ 200: PrizeListReply }) } }, async () => ({
    data: (await repo.listPrizes(ctx.db)).map((p) => prizeJson(p, ctx.links)),
  }));

  app.get(
    PRIZE_PATH,
    { ...auth, schema: { params: IdParams, response: replies({ 200: PrizeReply }) } },
    async (request) => {
      const prize = await repo.findPrize(ctx.db, intId(request.params.id));
      if (!prize) throw new Refusal('not-found');
      return { data: prizeJson(prize, ctx.links) };
    },
  );

  app.get(ROULETTE_PRICE_PATH, { ...auth, schema: { response: replies({ 200: PriceReply }) } }, async () => ({
    price: await readSpinPrice(ctx.db),
  }));

  app.get(
    ROULETTE_LATEST_WINS_PATH,
    { ...auth, schema: { response: replies({ 200: LatestWinsReply }) } },
    async () => ({
      data: (await repo.latestWins(ctx.db)).map((w) => latestWin(w, ctx.links)),
    }),
  );

  app.post(ROULETTE_PATH, { ...auth, schema: { response: replies({ 200: SpinReply }) } }, async (request) => {
    const caller = callerOf(request);
    if (caller.type !== 'attendee') throw new Refusal('spin-not-attendee');
    const result = await repo.spinWheel(ctx.db, {
      attendeeId: caller.attendeeId,
      at: ctx.now(),
      random: cryptoRandom,
    });
    if (result.kind === 'attendee-not-found') throw new Refusal('not-found');
    if (result.kind !== 'spun') throw new Refusal(result.kind);
    const { attendeeId } = caller;
    ctx.events.publish({ type: 'balance-changed', attendeeId });
    if (result.badge) ctx.events.publish({ type: 'badge-awarded', attendeeId, badgeId: result.badge.id });
    return spinReply(result.prize, result.effect, result.badge, ctx.links);
  });

  app.get(
    PRIZE_REDEEMABLES_PATH,
    { ...auth, schema: { params: AttendeeParams, response: replies({ 200: OwedPrizesReply }) } },
    async (request) => {
      const attendeeId = uuidId(request.params.attendee_id);
      if (!canSeeOwedItems(callerOf(request), attendeeId)) throw new Refusal('no-permission');
      if (!(await attendeeExists(ctx.db, attendeeId))) throw new Refusal('not-found');
      return { data: (await delivery.owedPrizes(ctx.db, attendeeId)).map((p) => owedPrize(p, ctx.links)) };
    },
  );

  app.post(
    PRIZE_REDEEM_PATH,
    {
      onRequest: app.authenticate,
      preValidation: app.idempotent,
      schema: { body: DeliverBody, response: replies({ 200: PrizeDeliveredReply }) },
    },
    async (request, reply) => {
      if (callerOf(request).type !== 'staff') throw new Refusal('give-prize-not-staff');
      const { attendee_id: rawAttendee, prize: rawPrize, quantity: rawQuantity } = request.body.redeem;
      if (typeof rawAttendee !== 'string') throw new Refusal('bad-request');
      const attendeeId = uuidId(rawAttendee);
      const prizeReading = readIntId(rawPrize);
      if (prizeReading === 'missing' || prizeReading === 'malformed') throw new Refusal('bad-request');
      const prizeId = rowIdOf(prizeReading);
      if (!(await attendeeExists(ctx.db, attendeeId))) throw new Refusal('attendee-not-found');
      const prize = prizeId === null ? null : await repo.findPrize(ctx.db, prizeId);
      if (!prize) throw new Refusal('prize-not-found');
      const quantity = decideDelivery(rawQuantity, await delivery.holdingOf(ctx.db, attendeeId, prize.id));
      if (typeof quantity === 'string') throw new Refusal(quantity);
      const body = deliveredBody(prize.name);
      const isDelivered = await delivery.deliverPrize(
        ctx.db,
        { attendeeId, prizeId: prize.id, quantity },
        (tx) => completeIdempotency(tx, request, 200, body, ctx.now()),
      );
      if (!isDelivered) throw new Refusal('wrong-quantity');
      ctx.events.publish({ type: 'profile-changed', attendeeId });
      return reply.code(200).send(body);
    },
  );
};
