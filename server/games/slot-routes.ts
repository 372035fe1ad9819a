// POST /api/slots (provider-api.md §3 "Slots"). `bet` comes in the JSON body (number or numeric
// string, DESIGN.md §3.1) or in the query string as the provider's tests send it; the body wins,
// as in Phoenix's merged params. Never queued or replayed (DESIGN.md §5): no Idempotency-Key.
// GET /api/slots/paytable is ours (the provider has none): the client shows the server's table
// instead of a copy of the seed, and reads it cache-then-network like any other GET.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import { PaytableReply, SlotsQuery, SlotsReply } from '../contract/games.ts';
import { listPaytable, playSlots } from './slot-repo.ts';
import { cryptoRandom } from './draw-rules.ts';
import { parseBet } from './slot-rules.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { SLOTS_PATH, SLOTS_PAYTABLE_PATH } from '#contract/paths';
import type { SlotsBody } from '#contract/games';

const BET: keyof SlotsBody = 'bet';

function betInBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !(BET in body)) return undefined;
  return (body as Record<typeof BET, unknown>)[BET];
}

export const slotsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    SLOTS_PAYTABLE_PATH,
    { onRequest: app.authenticate, schema: { response: replies({ 200: PaytableReply }) } },
    async () => ({ data: await listPaytable(ctx.db) }),
  );

  app.post(
    SLOTS_PATH,
    {
      onRequest: app.authenticate,
      schema: { querystring: SlotsQuery, response: replies({ 200: SlotsReply }) },
    },
    async (request) => {
      const raw = betInBody(request.body) ?? request.query.bet;
      if (raw === undefined) throw new Refusal('bet-missing');
      const caller = callerOf(request);
      if (caller.type !== 'attendee') throw new Refusal('slots-not-attendee');
      const bet = parseBet(raw);
      if (typeof bet === 'string') throw new Refusal(bet);
      const result = await playSlots(ctx.db, {
        attendeeId: caller.attendeeId,
        bet,
        at: ctx.now(),
        random: cryptoRandom,
      });
      if (result.kind === 'attendee-not-found') throw new Refusal('not-found');
      if (result.kind !== 'played') throw new Refusal(result.kind);
      ctx.events.publish({ type: 'balance-changed', attendeeId: caller.attendeeId });
      return { multiplier: result.multiplier, tokens: result.tokens };
    },
  );
};
