// GET /api/user: the caller in one of three shapes (provider-api.md §2). Not wrapped in `data`.
// GET and PUT /api/user/locale (issue 24, ours): the account's language, for every kind of account.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import { LocaleBody, LocaleReply, UserReply } from '../contract/users.ts';
import * as attendeesRepo from './attendee-repo.ts';
import * as accounts from './repo.ts';
import { findCompany } from '../companies/repo.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { attendeeFull, withFileLinks } from './attendee-json.ts';
import { USER_LOCALE_PATH, USER_PATH } from '#contract/paths';

export const userRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const schema = { response: replies({ 200: UserReply }) };
  app.get(USER_PATH, { onRequest: app.authenticate, schema }, async (request): Promise<UserReply> => {
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
        const full = attendeeFull(
          caller,
          attendee,
          badges.get(attendee.id) ?? [],
          prizes,
          purchases,
          ctx.links,
        );
        return { ...full, email: caller.email, type: 'attendee' as const };
      }
      case 'company': {
        const company = await findCompany(ctx.db, caller.companyId);
        if (!company) throw new Refusal('not-found');
        return { ...company, email: caller.email, type: 'company' as const };
      }
      case 'staff':
        return { id: caller.userId, email: caller.email, type: 'staff' as const, is_admin: caller.isAdmin };
      default:
        throw new Refusal('no-role');
    }
  });

  app.get(
    USER_LOCALE_PATH,
    { onRequest: app.authenticate, schema: { response: replies({ 200: LocaleReply }) } },
    async (request): Promise<LocaleReply> => ({
      locale: await accounts.localeOf(ctx.db, callerOf(request).userId),
    }),
  );

  app.put(
    USER_LOCALE_PATH,
    { onRequest: app.authenticate, schema: { body: LocaleBody, response: replies({ 200: LocaleReply }) } },
    async (request): Promise<LocaleReply> => {
      const { locale } = request.body;
      await accounts.setLocale(ctx.db, callerOf(request).userId, locale);
      return { locale };
    },
  );
};
