// The public programme (issue 22): GET /api/programme, everything at once (the sponsors too: they
// are public, and one answer means one ETag and one offline cache row) with an ETag so a phone
// revalidates with one 304; one session as an ICS file; an attendee's starred sessions as an ICS
// feed at a secret URL (programme/star-routes.ts hands it out). No sign-in: the programme is
// public, as the previous site's was; the feed's token is its only key.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../plugins/app-context.ts';
import type { Db } from '../db/client.ts';
import { FileReply, NoBody, replies } from '../contract/common.ts';
import { ProgrammeReply } from '../contract/programme.ts';
import { findSession, listStarredSessions, type SessionRow } from './repo.ts';
import { createProgrammeSource } from './reply.ts';
import { readPictureOrigins } from './picture-repo.ts';
import { calendarOwner } from './star-repo.ts';
import { localeFor, wordsIn } from '../i18n/messages.ts';
import { appOrigin } from '../cards/rules.ts';
import { isUuid } from '../domain/ids.ts';
import { writeCalendar, type IcsEvent } from './rules/ics.ts';
import { Refusal } from '../plugins/errors.ts';
import { PROGRAMME_CALENDAR_FILE_PATH, PROGRAMME_PATH, PROGRAMME_SESSION_FILE_PATH } from '#contract/paths';

/** The app's page of a session, linked from calendar entries (the client's route). */
export const sessionPagePath = (id: string) => `/schedule/${id}`;

/** Reads the speaker pictures' origins again for the documents' CSP: after any programme write. */
export const refreshPictureOrigins = async (app: FastifyInstance, db: Db): Promise<void> =>
  app.setPictureOrigins(await readPictureOrigins(db));

const FileParams = Type.Object({ file: Type.String() });
const ICS_FILE = /^([A-Za-z0-9_-]{8,64})\.ics$/;

const sendCalendar = (reply: FastifyReply, body: string, filename: string) =>
  reply
    .headers({
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="${filename}"`,
      'cache-control': 'no-cache',
    })
    .send(body);

export const programmeRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const programme = createProgrammeSource(base, ctx);
  const timeZone = ctx.config.eventTimeZone;
  const origin = appOrigin(ctx.config);

  const icsEventOf = (row: SessionRow): IcsEvent => ({
    guid: row.guid,
    title: row.title,
    description: row.abstract || row.description,
    location: row.roomName ?? '',
    url: `${origin}${sessionPagePath(row.id)}`,
    start: row.startsAt,
    end: row.endsAt,
    sequence: row.sequence,
    updatedAt: row.updatedAt,
  });
  /** The event's name as the console set it (issue 23), and its year. */
  const eventTitle = async () => `${(await ctx.identity.current()).name} ${ctx.config.eventYear}`;
  // NOTE: a database that cannot be reached at start must not stop the server (it answers 503
  // until it is back); the first programme read then sets the origins. Every read sets them from
  // the rows it loaded, so a process learns of another process's import on its next read.
  base.addHook('onReady', async () => {
    try {
      await refreshPictureOrigins(base, ctx.db);
    } catch (error) {
      base.log.warn({ err: error }, 'speaker picture origins not read at start');
    }
  });

  app.get(
    PROGRAMME_PATH,
    { schema: { response: replies({ 200: ProgrammeReply, 304: NoBody }) } },
    async (request, reply) => {
      const answer = await programme();
      const etag = `"${answer.version}"`;
      reply.headers({ etag, 'cache-control': 'no-cache' });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return answer;
    },
  );

  app.get(
    PROGRAMME_SESSION_FILE_PATH,
    { schema: { params: FileParams, response: replies({ 200: FileReply }) } },
    async (request, reply) => {
      const id = ICS_FILE.exec(request.params.file)?.[1];
      if (id === undefined || !isUuid(id)) throw new Refusal('not-found');
      const row = await findSession(ctx.db, id.toLowerCase());
      if (!row) throw new Refusal('not-found');
      const name = await eventTitle();
      const body = writeCalendar({ name, timeZone, now: ctx.now(), events: [icsEventOf(row)] });
      return sendCalendar(reply, body, `${row.slug || row.id}.ics`);
    },
  );

  app.get(
    PROGRAMME_CALENDAR_FILE_PATH,
    { schema: { params: FileParams, response: replies({ 200: FileReply }) } },
    async (request, reply) => {
      const token = ICS_FILE.exec(request.params.file)?.[1];
      const owner = token === undefined ? null : await calendarOwner(ctx.db, token);
      if (owner === null) throw new Refusal('not-found');
      const rows = await listStarredSessions(ctx.db, owner.attendeeId);
      // Named in the attendee's language (a calendar app fetches it with no Accept-Language of theirs).
      const words = await wordsIn(localeFor(owner.locale));
      const body = writeCalendar({
        name: words('calendar.starred.name', { event: await eventTitle() }),
        timeZone,
        now: ctx.now(),
        events: rows.map(icsEventOf),
      });
      return sendCalendar(reply, body, 'starred.ics');
    },
  );
};
