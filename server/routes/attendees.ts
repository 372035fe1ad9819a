// GET /api/attendee?id=|username=, /api/attendees, /api/attendees/:id, /api/is_registered/:id and
// /api/attendee/courses (provider-api.md §2–3). Staff see StaffAttendee, everyone else
// AttendeeFull. DESIGN.md §3.1: /api/attendees/:id honours its path id.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.ts';
import { AttendeeListReply, AttendeeReply, CoursesReply, IsRegisteredReply } from '../contract/attendees.ts';
import { AttendeeQuery, IdParams, replies } from '../contract/common.ts';
import * as repo from '../db/repo/attendees.ts';
import { listCourses } from '../db/repo/companies.ts';
import type { Caller } from '../db/repo/sessions.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { loadCvViewer } from '../db/repo/profile.ts';
import { canSeeAttendeeCv } from '../domain/profile.ts';
import { uuidId } from './ids.ts';
import { attendeeFull, attendeeListItem, staffAttendee, withFileLinks } from './json/attendees.ts';

export const attendeeRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  /** Staff and the attendee themself get a signed CV link in lists; companies use their own list. */
  const opensCvOf = (caller: Caller, attendeeId: string) =>
    caller.type === 'staff' || (caller.type === 'attendee' && caller.attendeeId === attendeeId);

  async function show(caller: Caller, by: { id: string } | { nickname: string }): Promise<AttendeeReply> {
    const found = await repo.findAttendee(ctx.db, by);
    if (!found) throw new Refusal('not-found');
    if (found.userId === null) throw new Refusal('not-registered');
    const viewer = await loadCvViewer(ctx.db, caller, found.id);
    const attendee = withFileLinks(
      found,
      ctx.links,
      canSeeAttendeeCv(viewer, { id: found.id, isRegistered: true }),
    );
    const badges = (await repo.badgesOf(ctx.db, [attendee.id])).get(attendee.id) ?? [];
    if (caller.type === 'staff') return { data: staffAttendee(attendee, badges) };
    const [prizes, purchases] = await Promise.all([
      repo.prizesOf(ctx.db, attendee.id),
      repo.purchasesOf(ctx.db, attendee.id),
    ]);
    return { data: attendeeFull(attendee, badges, prizes, purchases) };
  }

  const auth = { onRequest: app.authenticate };
  const showReplies = replies({ 200: AttendeeReply });

  app.get(
    '/api/attendee',
    { ...auth, schema: { querystring: AttendeeQuery, response: showReplies } },
    async (request) => {
      const { id, username } = request.query;
      if (id !== undefined) return show(callerOf(request), { id: uuidId(id) });
      if (username !== undefined) return show(callerOf(request), { nickname: username });
      throw new Refusal('bad-request');
    },
  );

  app.get(
    '/api/attendees/:id',
    { ...auth, schema: { params: IdParams, response: showReplies } },
    async (request) => show(callerOf(request), { id: uuidId(request.params.id) }),
  );

  app.get(
    '/api/attendees',
    { ...auth, schema: { response: replies({ 200: AttendeeListReply }) } },
    async (request) => {
      const caller = callerOf(request);
      const attendees = (await repo.listRegisteredAttendees(ctx.db)).map((a) =>
        withFileLinks(a, ctx.links, opensCvOf(caller, a.id)),
      );
      const badges = await repo.badgesOf(
        ctx.db,
        attendees.map((a) => a.id),
      );
      return { data: attendees.map((a) => attendeeListItem(a, badges.get(a.id) ?? [])) };
    },
  );

  app.get(
    '/api/is_registered/:id',
    { schema: { params: IdParams, response: replies({ 200: IsRegisteredReply }) } },
    async (request) => {
      const registered = await repo.isRegistered(ctx.db, uuidId(request.params.id));
      if (registered === null) throw new Refusal('not-found');
      return { is_registered: registered };
    },
  );

  app.get('/api/attendee/courses', { schema: { response: replies({ 200: CoursesReply }) } }, async () => ({
    data: await listCourses(ctx.db),
  }));
};
