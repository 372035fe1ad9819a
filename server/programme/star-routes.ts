// An attendee's starred sessions (issue 22): list them with the secret ICS feed URL, star and
// unstar one, and reset the feed URL. Writes are idempotent by themselves (a star is a row per
// attendee and session) and also take an Idempotency-Key, kept in the write's transaction, so the
// outbox may replay them. Attendees only: staff and sponsors have no programme of their own.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import { CalendarReply, StarParams, StarReply, StarsReply } from '../contract/programme.ts';
import type { Tx } from '../db/client.ts';
import * as repo from './star-repo.ts';
import { appOrigin } from '../cards/rules.ts';
import { isUuid } from '../domain/ids.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { completeIdempotency } from '../plugins/idempotency.ts';
import {
  CALENDAR_RESET_PATH,
  PROGRAMME_CALENDAR_FILE_PATH,
  STARS_PATH,
  STAR_PATH,
  fillPath,
} from '#contract/paths';

function attendeeOf(request: FastifyRequest): string {
  const caller = callerOf(request);
  if (caller.type !== 'attendee') throw new Refusal('forbidden');
  return caller.attendeeId;
}

export const programmeStarRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const write = { onRequest: app.authenticate, preValidation: app.idempotent };
  const calendarUrl = (token: string) =>
    `${appOrigin(ctx.config)}${fillPath(PROGRAMME_CALENDAR_FILE_PATH, { file: `${token}.ics` })}`;
  const keeping = (request: FastifyRequest, body: unknown) => (tx: Tx) =>
    completeIdempotency(tx, request, 200, body, ctx.now());

  app.get(
    STARS_PATH,
    { onRequest: app.authenticate, schema: { response: replies({ 200: StarsReply }) } },
    async (request) => {
      const attendeeId = attendeeOf(request);
      const data = await repo.listStars(ctx.db, attendeeId);
      const token = await repo.calendarToken(ctx.db, attendeeId);
      return { data, calendar_url: calendarUrl(token) };
    },
  );

  app.put(
    STAR_PATH,
    { ...write, schema: { params: StarParams, response: replies({ 200: StarReply }) } },
    async (request) => {
      const attendeeId = attendeeOf(request);
      const raw = request.params.sessionId;
      if (!isUuid(raw)) throw new Refusal('not-found');
      const body = { session_id: raw.toLowerCase(), starred: true };
      const star = { attendeeId, sessionId: body.session_id };
      if ((await repo.starSession(ctx.db, star, keeping(request, body))) === 'not-found') {
        throw new Refusal('not-found');
      }
      return body;
    },
  );

  app.delete(
    STAR_PATH,
    { ...write, schema: { params: StarParams, response: replies({ 200: StarReply }) } },
    async (request) => {
      const attendeeId = attendeeOf(request);
      const raw = request.params.sessionId;
      const body = { session_id: raw.toLowerCase(), starred: false };
      if (isUuid(raw))
        await repo.unstarSession(ctx.db, { attendeeId, sessionId: body.session_id }, keeping(request, body));
      return body;
    },
  );

  app.post(
    CALENDAR_RESET_PATH,
    { ...write, schema: { response: replies({ 200: CalendarReply }) } },
    async (request) => {
      const attendeeId = attendeeOf(request);
      const token = await repo.resetCalendarToken(ctx.db, attendeeId, (tx, fresh) =>
        keeping(request, { calendar_url: calendarUrl(fresh) })(tx),
      );
      return { calendar_url: calendarUrl(token) };
    },
  );
};
