// POST /api/redeems: a sponsor's booth scan, a staff award, an admin award (provider-api.md §3).
// Roles are checked in the provider's order; the gifting window uses the action time
// (Occurred-At, DESIGN.md §5) so a scan queued offline before the close still counts. An award
// may name its attendee by a card's short code (`attendee_code`, issue 21), resolved here; a code
// of no card or of two is a final refusal, kept under the key like any other answer.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HEADER_OCCURRED_AT } from '#contract/constants';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import { REDEEM_OK, RedeemBody, RedeemReply } from '../contract/redeems.ts';
import { createAwardBatcher } from './repo.ts';
import { appendSteps } from '../companies/lead-timeline-repo.ts';
import { readBoothMember } from '../companies/lead-timeline-rules.ts';
import { actionTime } from '../domain/occurred-at.ts';
import { readAskedAward, type AskedAward, type AskedAwardByCode } from './rules.ts';
import type { AppEvent, RemoteEvent } from '../realtime/events.ts';
import { toOnRequest } from '../leaderboard/auth.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { createTokenCallers } from '../plugins/token-callers.ts';
import { answerToKeep, markKept } from '../plugins/idempotency.ts';
import { cardOfCode } from '../cards/routes.ts';
import { REDEEMS_PATH } from '#contract/paths';

export const redeemRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  // Awards come in bursts from a few staff and sponsor sessions: their callers are kept per token.
  const callers = createTokenCallers(app, ctx.tokens);
  // Awards arriving together share their read and their write (server/awards/repo.ts).
  const awards = createAwardBatcher(ctx.db);
  // Sessions ended in this process and, on PostgreSQL, in the others (server/realtime/fanout.ts).
  const onEvent = (event: AppEvent | RemoteEvent) => {
    if (event.type === 'sessions-ended') callers.forget(event.userId);
  };
  const unsubscribe = [ctx.events.subscribe(onEvent), ctx.events.subscribeRemote(onEvent)];
  app.addHook('onClose', async () => unsubscribe.forEach((stop) => stop()));

  async function byId(asked: AskedAward | AskedAwardByCode): Promise<AskedAward> {
    if (!('attendeeCode' in asked)) return asked;
    const { attendeeCode, ...award } = asked;
    return { ...award, attendeeId: (await cardOfCode(ctx.db, attendeeCode)).id };
  }

  /**
   * A sponsor's scan is the first step of the lead's timeline (issue 29), with the booth member the
   * phone named. NOTE: written after the award's batch, so a failure here is logged, never answered:
   * the award stands and the timeline shows the scan at the visit's time without a member.
   */
  async function noteBoothScan(request: FastifyRequest, named: unknown, attendeeId: string, at: Date) {
    const caller = callerOf(request);
    if (caller.type !== 'company') return;
    const member = readBoothMember(named);
    try {
      await appendSteps(ctx.db, { companyId: caller.companyId, attendeeId }, [
        { kind: 'scan', member, value: null, at },
      ]);
    } catch (error) {
      request.log.warn({ err: error }, 'the scan step of a lead timeline was not written');
    }
  }

  app.post(
    REDEEMS_PATH,
    {
      schema: { body: RedeemBody, response: replies({ 201: RedeemReply }) },
      onRequest: toOnRequest(callers.check),
      preValidation: app.idempotent,
    },
    async (request, reply) => {
      const asked = readAskedAward(callerOf(request), request.body.redeem);
      if (typeof asked === 'string') throw new Refusal(asked);
      const award = await byId(asked);
      const now = ctx.now();
      const header = request.headers[HEADER_OCCURRED_AT.toLowerCase()];
      const at = actionTime(typeof header === 'string' ? header : undefined, now);
      const result = await awards.award({ ...award, at }, answerToKeep(request, 201, REDEEM_OK, now));
      switch (result.kind) {
        case 'awarded':
          markKept(request);
          await noteBoothScan(request, request.body.booth_member, award.attendeeId, at);
          app.achievements.noteAward({ ...award, activity: result.activity, catalogue: result.catalogue });
          ctx.events.publish({
            type: 'badge-awarded',
            attendeeId: award.attendeeId,
            badgeId: award.badgeId,
          });
          return reply.code(201).send(REDEEM_OK);
        case 'attendee-not-found':
        case 'badge-not-found':
          throw new Refusal('not-found');
        case 'refused':
          throw new Refusal(`redeem-${result.refusal}`);
      }
    },
  );
};
