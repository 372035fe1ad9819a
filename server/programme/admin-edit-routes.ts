// The console's hand edits of the programme (issue 22): create, change and delete sessions,
// speakers and rooms; a session's badge link is set here (`badge_id`) and kept across imports.
// Rules in programme/rules/edit.ts, rows and audit entries in the repos. Admin staff only (the
// gate is registered by admin/routes.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { IdParams, replies } from '../contract/common.ts';
import { RemovalReply } from '../contract/catalogue-admin.ts';
import * as wire from '../contract/programme.ts';
import { findSession } from './repo.ts';
import * as edits from './edit-repo.ts';
import * as others from './speaker-room-repo.ts';
import { decideSessionEdit, decideSpeakerEdit } from './rules/edit.ts';
import { Refusal } from '../plugins/errors.ts';
import { settled, stampOf } from '../admin/common.ts';
import { PROGRAMME_CONSOLE_PATH } from './admin-routes.ts';
import { intId } from '../plugins/ids.ts';
import { refreshPictureOrigins } from './routes.ts';
import { consoleRoomJson, sessionJson, speakerJson } from './json.ts';

const SESSIONS = `${PROGRAMME_CONSOLE_PATH}/sessions`;
const SPEAKERS = `${PROGRAMME_CONSOLE_PATH}/speakers`;
const ROOMS = `${PROGRAMME_CONSOLE_PATH}/rooms`;
const DELETED = { outcome: 'deleted' as const };

const roomValues = (body: wire.RoomPatch): others.RoomValues => ({
  ...(body.name === undefined ? {} : { name: body.name.trim() }),
  ...(body.place === undefined ? {} : { mapX: body.place?.x ?? null, mapY: body.place?.y ?? null }),
});

export const consoleProgrammeEditRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const timeZone = ctx.config.eventTimeZone;
  const sessionReply = async (id: string) => {
    const row = await findSession(ctx.db, id);
    if (!row) throw new Refusal('not-found');
    return { data: sessionJson(row, timeZone) };
  };
  const sessionId = (raw: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(raw)) throw new Refusal('not-found');
    return raw.toLowerCase();
  };

  app.post(
    SESSIONS,
    { schema: { body: wire.SessionBody, response: replies({ 201: wire.SessionReply }) } },
    async (request, reply) => {
      const decided = decideSessionEdit(request.body, null, timeZone);
      if (decided.kind === 'refused') throw new Refusal('invalid-fields', decided.errors);
      const id = settled(await edits.createSession(ctx.db, decided.value, stampOf(request, ctx)));
      return reply.code(201).send(await sessionReply(id));
    },
  );

  app.patch(
    `${SESSIONS}/:id`,
    { schema: { params: IdParams, body: wire.SessionPatch, response: replies({ 200: wire.SessionReply }) } },
    async (request) => {
      const id = sessionId(request.params.id);
      const decide = (current: { startsAt: Date; endsAt: Date }) =>
        decideSessionEdit(request.body, current, timeZone);
      settled(await edits.updateSession(ctx.db, id, decide, stampOf(request, ctx)));
      return sessionReply(id);
    },
  );

  app.delete(
    `${SESSIONS}/:id`,
    { schema: { params: IdParams, response: replies({ 200: RemovalReply }) } },
    async (request) => {
      if (!(await edits.deleteSession(ctx.db, sessionId(request.params.id), stampOf(request, ctx)))) {
        throw new Refusal('not-found');
      }
      return DELETED;
    },
  );

  app.post(
    SPEAKERS,
    { schema: { body: wire.SpeakerBody, response: replies({ 201: wire.SpeakerReply }) } },
    async (request, reply) => {
      const decided = decideSpeakerEdit(request.body);
      if (decided.kind === 'refused') throw new Refusal('invalid-fields', decided.errors);
      const row = await others.createSpeaker(ctx.db, decided.value, stampOf(request, ctx));
      await refreshPictureOrigins(base, ctx.db);
      return reply.code(201).send({ data: speakerJson(row) });
    },
  );

  app.patch(
    `${SPEAKERS}/:id`,
    { schema: { params: IdParams, body: wire.SpeakerPatch, response: replies({ 200: wire.SpeakerReply }) } },
    async (request) => {
      const decided = decideSpeakerEdit(request.body);
      if (decided.kind === 'refused') throw new Refusal('invalid-fields', decided.errors);
      const id = intId(request.params.id);
      const row = settled(await others.updateSpeaker(ctx.db, id, decided.value, stampOf(request, ctx)));
      await refreshPictureOrigins(base, ctx.db);
      return { data: speakerJson(row) };
    },
  );

  app.delete(
    `${SPEAKERS}/:id`,
    { schema: { params: IdParams, response: replies({ 200: RemovalReply }) } },
    async (request) => {
      if (!(await others.deleteSpeaker(ctx.db, intId(request.params.id), stampOf(request, ctx)))) {
        throw new Refusal('not-found');
      }
      await refreshPictureOrigins(base, ctx.db);
      return DELETED;
    },
  );

  app.post(
    ROOMS,
    { schema: { body: wire.RoomBody, response: replies({ 201: wire.RoomReply }) } },
    async (request, reply) => {
      const row = settled(
        await others.saveRoom(ctx.db, null, roomValues(request.body), stampOf(request, ctx)),
      );
      return reply.code(201).send({ data: consoleRoomJson(row) });
    },
  );

  app.patch(
    `${ROOMS}/:id`,
    { schema: { params: IdParams, body: wire.RoomPatch, response: replies({ 200: wire.RoomReply }) } },
    async (request) => {
      const id = intId(request.params.id);
      const row = settled(await others.saveRoom(ctx.db, id, roomValues(request.body), stampOf(request, ctx)));
      return { data: consoleRoomJson(row) };
    },
  );

  app.delete(
    `${ROOMS}/:id`,
    { schema: { params: IdParams, response: replies({ 200: RemovalReply }) } },
    async (request) => {
      settled(await others.deleteRoom(ctx.db, intId(request.params.id), stampOf(request, ctx)));
      return DELETED;
    },
  );
};
