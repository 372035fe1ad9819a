// The console's staff accounts (issue 13): GET the list, POST an invitation (an account with a
// set-password link, as `npm run admin staff` makes; mailed too when SMTP_URL is set), POST a new
// link while the member has no password (issue 23), PATCH a member's admin flag. Admin staff only
// (the gate is registered by admin/routes.ts); every change is in the audit log.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { inviteStaff } from '../admin/commands.ts';
import type { AppContext } from '../plugins/app-context.ts';
import { mailInvitation } from '../auth/invitation-mail.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { newInvitation } from '../auth/invitations.ts';
import { IdParams, replies } from '../contract/common.ts';
import * as wire from '../contract/people-admin.ts';
import * as repo from './admin-staff-repo.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { appOrigin, staffSetPasswordLink } from '../cards/rules.ts';
import { callerChanged, stampOf } from '../admin/common.ts';
import { intId } from '../plugins/ids.ts';
import { consoleStaffJson } from './admin-json.ts';
import { utcIso } from '../domain/json-dates.ts';
import { CONSOLE_PATH } from '#contract/paths';

const PATH = `${CONSOLE_PATH}/staff`;

/** The gate let only admin staff through, so the caller has a staff row. */
function callerStaffId(request: FastifyRequest): number {
  const caller = callerOf(request);
  if (caller.type !== 'staff') throw new Refusal('forbidden');
  return caller.staffId;
}

export const consoleStaffRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(PATH, { schema: { response: replies({ 200: wire.StaffListReply }) } }, async (request) => {
    const me = callerStaffId(request);
    return { data: (await repo.listConsoleStaff(ctx.db)).map((row) => consoleStaffJson(row, me)) };
  });

  app.post(
    PATH,
    { schema: { body: wire.StaffInviteBody, response: replies({ 201: wire.StaffInviteReply }) } },
    async (request, reply) => {
      const me = callerStaffId(request);
      const stamp = stampOf(request, ctx);
      let staffId: number | null = null;
      const result = await inviteStaff(
        { db: ctx.db, config: ctx.config, now: stamp.at },
        { email: request.body.email, isAdmin: request.body.is_admin ?? false },
        async (tx, created) => {
          staffId = created.staffId;
          await repo.recordInvite(stamp)(tx, created);
        },
      );
      if (typeof result === 'string') throw new Refusal(result);
      const row = staffId === null ? null : await repo.findConsoleStaff(ctx.db, staffId);
      if (!row) throw new Refusal('not-found');
      const role = { kind: 'staff', isAdmin: row.isAdmin } as const;
      const locale = await requestLocale(ctx.db, request);
      const mailed = mailInvitation(ctx, { ...result, role, locale });
      return reply.code(201).send({
        data: consoleStaffJson(row, me),
        link: result.link,
        expires_at: utcIso(result.expiresAt),
        mailed,
      });
    },
  );

  app.post(
    `${PATH}/:id/link`,
    { schema: { params: IdParams, response: replies({ 200: wire.StaffInviteReply }) } },
    async (request) => {
      const me = callerStaffId(request);
      const stamp = stampOf(request, ctx);
      const { token, ...invitation } = newInvitation(stamp.at);
      const result = await repo.renewStaffLink(ctx.db, intId(request.params.id), invitation, stamp);
      if (result.kind === 'not-found') throw new Refusal('not-found');
      if (result.kind === 'refused') throw new Refusal('invalid-fields', result.errors);
      const link = staffSetPasswordLink(appOrigin(ctx.config), token);
      const { email, isAdmin } = result.row;
      const role = { kind: 'staff', isAdmin } as const;
      const locale = await requestLocale(ctx.db, request);
      const mailed = mailInvitation(ctx, { email, link, expiresAt: invitation.expiresAt, role, locale });
      return {
        data: consoleStaffJson(result.row, me),
        link,
        expires_at: utcIso(invitation.expiresAt),
        mailed,
      };
    },
  );

  app.patch(
    `${PATH}/:id`,
    { schema: { params: IdParams, body: wire.StaffEditBody, response: replies({ 200: wire.StaffReply }) } },
    async (request) => {
      const me = callerStaffId(request);
      const change = {
        callerStaffId: me,
        targetStaffId: intId(request.params.id),
        isAdmin: request.body.is_admin,
      };
      const result = await repo.setAdminFlag(ctx.db, change, stampOf(request, ctx));
      switch (result.kind) {
        case 'ok':
          callerChanged(ctx, result.row.userId); // admin award mode ends at the next request
          return { data: consoleStaffJson(result.row, me) };
        case 'not-found':
          throw new Refusal('not-found');
        case 'forbidden':
          throw new Refusal('forbidden');
        case 'refused':
          throw new Refusal('invalid-fields', result.errors);
      }
    },
  );
};
