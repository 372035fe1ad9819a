// GET /api/user: the caller in one of three shapes (provider-api.md §2). Not wrapped in `data`.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.ts';
import * as attendeesRepo from '../db/repo/attendees.ts';
import { findCompany } from '../db/repo/companies.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { attendeeFull, withFileLinks } from '../views/attendees.ts';

export const userRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.get('/api/user', { onRequest: app.authenticate }, async (request) => {
    const caller = callerOf(request);
    switch (caller.type) {
      case 'attendee': {
        const found = await attendeesRepo.findAttendee(ctx.db, { id: caller.attendeeId });
        if (!found) throw new Refusal('not-found');
        const attendee = withFileLinks(found, ctx.links, true);
        const [badges, prizes, purchases] = await Promise.all([
          attendeesRepo.badgesOf(ctx.db, [attendee.id]),
          attendeesRepo.prizesOf(ctx.db, attendee.id),
          attendeesRepo.purchasesOf(ctx.db, attendee.id),
        ]);
        const full = attendeeFull(attendee, badges.get(attendee.id) ?? [], prizes, purchases);
        return { ...full, email: caller.email, type: 'attendee' };
      }
      case 'company': {
        const company = await findCompany(ctx.db, caller.companyId);
        if (!company) throw new Refusal('not-found');
        return { ...company, email: caller.email, type: 'company' };
      }
      case 'staff':
        return { id: caller.userId, email: caller.email, type: 'staff', is_admin: caller.isAdmin };
      default:
        throw new Refusal('no-role');
    }
  });
};
