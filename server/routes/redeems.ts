// POST /api/redeems: a sponsor's booth scan, a staff award, an admin award (provider-api.md §3).
// Roles are checked in the provider's order; the gifting window uses the action time
// (Occurred-At, DESIGN.md §5) so a scan queued offline before the close still counts.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HEADER_OCCURRED_AT } from '#contract/constants';
import type { AppContext } from '../app-context.ts';
import { REDEEM_OK, RedeemBody } from '../contract/redeems.ts';
import { awardBadge } from '../db/repo/redeems.ts';
import { isUuid, readIntId, rowIdOf } from '../domain/ids.ts';
import { actionTime } from '../domain/occurred-at.ts';
import { REDEEM_REFUSAL_BODIES } from '../domain/redeems.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { completeIdempotency } from '../plugins/idempotency.ts';

export const redeemRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/redeems',
    { schema: { body: RedeemBody }, onRequest: app.authenticate, preValidation: app.idempotent },
    async (request, reply) => {
      const caller = callerOf(request);
      const { attendee_id: attendeeId, badge_id: rawBadgeId } = request.body.redeem;
      let award: { badgeId: number; staffId: number | null; mode: 'normal' | 'admin' };
      if (caller.type === 'company') {
        award = { badgeId: caller.badgeId, staffId: null, mode: 'normal' };
      } else if (caller.type === 'staff') {
        const reading = readIntId(rawBadgeId);
        if (reading === 'missing') throw new Refusal('not-found');
        const badgeId = rowIdOf(reading);
        if (badgeId === null) throw new Refusal('bad-request');
        award = { badgeId, staffId: caller.staffId, mode: caller.isAdmin ? 'admin' : 'normal' };
      } else {
        throw new Refusal('cannot-access');
      }
      if (!isUuid(attendeeId)) throw new Refusal('bad-request');
      const now = ctx.now();
      const header = request.headers[HEADER_OCCURRED_AT.toLowerCase()];
      const at = actionTime(typeof header === 'string' ? header : undefined, now);
      const result = await awardBadge(ctx.db, { ...award, attendeeId: attendeeId.toLowerCase(), at }, (tx) =>
        completeIdempotency(tx, request, 201, REDEEM_OK, now),
      );
      switch (result.kind) {
        case 'awarded':
          ctx.events.publish({
            type: 'badge-awarded',
            attendeeId: attendeeId.toLowerCase(),
            badgeId: award.badgeId,
          });
          return reply.code(201).send(REDEEM_OK);
        case 'attendee-not-found':
        case 'badge-not-found':
          throw new Refusal('not-found');
        case 'refused':
          throw new Refusal(422, REDEEM_REFUSAL_BODIES[result.refusal]);
      }
    },
  );
};
