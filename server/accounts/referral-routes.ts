// POST /api/referrals (provider-api.md §3 "Awarding badges"): an attendee uses a referral code and
// gets its badge under the normal (non-admin) checks, exactly once per code and per
// Idempotency-Key. The gifting window is checked at the server's now: DESIGN.md §5 lets only staff
// and sponsor writes date themselves by Occurred-At.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { REFERRAL_OK, ReferralBody, ReferralReply } from '../contract/badges.ts';
import { replies } from '../contract/common.ts';
import { redeemReferral } from './referral-repo.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { completeIdempotency } from '../plugins/idempotency.ts';
import { uuidId } from '../plugins/ids.ts';
import { REFERRALS_PATH } from '#contract/paths';

export const referralRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    REFERRALS_PATH,
    {
      schema: { body: ReferralBody, response: replies({ 201: ReferralReply }) },
      onRequest: app.authenticate,
      preValidation: app.idempotent,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (caller.type !== 'attendee') throw new Refusal('cannot-access');
      const { id } = request.body;
      const referralId = uuidId(typeof id === 'string' ? id : '');
      const now = ctx.now();
      const result = await redeemReferral(
        ctx.db,
        { referralId, attendeeId: caller.attendeeId, at: now },
        (tx) => completeIdempotency(tx, request, 201, REFERRAL_OK, now),
      );
      switch (result.kind) {
        case 'awarded':
          ctx.events.publish({
            type: 'badge-awarded',
            attendeeId: caller.attendeeId,
            badgeId: result.badgeId,
          });
          return reply.code(201).send(REFERRAL_OK);
        case 'referral-not-available':
          throw new Refusal('referral-not-available');
        case 'referral-not-found':
        case 'attendee-not-found':
        case 'badge-not-found':
          throw new Refusal('not-found');
        case 'refused':
          throw new Refusal(`redeem-${result.refusal}`);
      }
    },
  );
};
