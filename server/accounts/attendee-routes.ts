// GET /api/attendee?id=|username=, /api/attendees, /api/attendees/:id, /api/is_registered/:id and
// /api/attendee/courses (provider-api.md §2–3). Staff see StaffAttendee, everyone else
// AttendeeFull. DESIGN.md §3.1: /api/attendees/:id honours its path id. Stricter than the provider
// (issue 21): owed counts only for the attendee (domain/privacy.ts), and an attendee's badges only
// those GET /api/badges/:id shows the caller (badges/rules.ts), so a checkpoint stays hidden.
// DESIGN.md §3 "Added" (issue 21): /api/attendee?code= takes the short code printed on a card;
// ?id= and ?username= answer exactly as before. Like nickname lookups it is not rate limited: a
// signed-in caller can list every attendee (GET /api/attendees), so guessing codes reveals nothing.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { AttendeeListReply, AttendeeReply, CoursesReply, IsRegisteredReply } from '../contract/attendees.ts';
import { AttendeeQuery, IdParams, replies } from '../contract/common.ts';
import * as repo from './attendee-repo.ts';
import { listCourses } from '../companies/repo.ts';
import type { BadgeRow } from '../badges/row.ts';
import type { Caller } from './session-repo.ts';
import { selectShownBadges, viewerOf } from '../badges/rules.ts';
import { withVisibleName } from '../domain/privacy.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { loadCvViewer } from './profile-repo.ts';
import { canSeeAttendeeCv } from './profile-rules.ts';
import { cardCodeDigits, cardOfCode } from '../cards/routes.ts';
import { uuidId } from '../plugins/ids.ts';
import { attendeeFull, attendeeListItem, staffAttendee, withFileLinks } from './attendee-json.ts';
import {
  ATTENDEES_PATH,
  ATTENDEE_LOOKUP_PATH,
  ATTENDEE_PATH,
  COURSES_PATH,
  IS_REGISTERED_PATH,
} from '#contract/paths';

/** Badges held by each of `attendeeIds` and by the caller, each list as the caller may see it. */
async function shownBadgesOf(ctx: AppContext, caller: Caller, attendeeIds: string[]) {
  const callerId = caller.type === 'attendee' ? caller.attendeeId : null;
  const held = await repo.badgesOf(ctx.db, callerId === null ? attendeeIds : [...attendeeIds, callerId]);
  const ownedByCaller = new Set((callerId === null ? [] : (held.get(callerId) ?? [])).map((b) => b.id));
  const viewer = viewerOf(caller);
  return (attendeeId: string): BadgeRow[] =>
    selectShownBadges(viewer, held.get(attendeeId) ?? [], ownedByCaller);
}

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
    const badges = (await shownBadgesOf(ctx, caller, [attendee.id]))(attendee.id);
    if (caller.type === 'staff') return { data: staffAttendee(attendee, badges, ctx.links) };
    const [prizes, purchases] = await Promise.all([
      repo.prizesOf(ctx.db, attendee.id),
      repo.purchasesOf(ctx.db, attendee.id),
    ]);
    const named = withVisibleName(caller, attendee);
    return { data: attendeeFull(caller, named, badges, prizes, purchases, ctx.links) };
  }

  const auth = { onRequest: app.authenticate };
  const showReplies = replies({ 200: AttendeeReply });

  app.get(
    ATTENDEE_LOOKUP_PATH,
    { ...auth, schema: { querystring: AttendeeQuery, response: showReplies } },
    async (request) => {
      const { id, username, code } = request.query;
      if (id !== undefined) return show(callerOf(request), { id: uuidId(id) });
      if (username !== undefined) return show(callerOf(request), { nickname: username });
      if (code !== undefined) {
        const card = await cardOfCode(ctx.db, cardCodeDigits(code));
        return show(callerOf(request), { id: card.id });
      }
      throw new Refusal('bad-request');
    },
  );

  app.get(ATTENDEE_PATH, { ...auth, schema: { params: IdParams, response: showReplies } }, async (request) =>
    show(callerOf(request), { id: uuidId(request.params.id) }),
  );

  app.get(
    ATTENDEES_PATH,
    { ...auth, schema: { response: replies({ 200: AttendeeListReply }) } },
    async (request) => {
      const caller = callerOf(request);
      const attendees = (await repo.listRegisteredAttendees(ctx.db)).map((a) =>
        withFileLinks(a, ctx.links, opensCvOf(caller, a.id)),
      );
      const badgesOf = await shownBadgesOf(
        ctx,
        caller,
        attendees.map((a) => a.id),
      );
      return {
        data: attendees.map((a) => attendeeListItem(withVisibleName(caller, a), badgesOf(a.id), ctx.links)),
      };
    },
  );

  app.get(
    IS_REGISTERED_PATH,
    { schema: { params: IdParams, response: replies({ 200: IsRegisteredReply }) } },
    async (request) => {
      const registered = await repo.isRegistered(ctx.db, uuidId(request.params.id));
      if (registered === null) throw new Refusal('not-found');
      return { is_registered: registered };
    },
  );

  app.get(COURSES_PATH, { schema: { response: replies({ 200: CoursesReply }) } }, async () => ({
    data: await listCourses(ctx.db),
  }));
};
