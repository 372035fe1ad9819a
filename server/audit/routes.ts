// The console's audit log (issue 13): every change made in the console, newest first, a page at a
// time (`before` the last id seen). Admin staff only (the gate is registered by admin/routes.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import { AuditListReply, AuditQuery } from '../contract/catalogue-admin.ts';
import { listAudit } from './repo.ts';
import { auditEntryJson } from './json.ts';
import { CONSOLE_PATH } from '#contract/paths';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

export const consoleAuditRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `${CONSOLE_PATH}/audit`,
    { schema: { querystring: AuditQuery, response: replies({ 200: AuditListReply }) } },
    async (request) => {
      const before = request.query.before === undefined ? null : Number(request.query.before);
      const asked = request.query.limit === undefined ? AUDIT_PAGE_DEFAULT : Number(request.query.limit);
      const limit = Math.min(Math.max(asked, 1), AUDIT_PAGE_MAX);
      const rows = await listAudit(ctx.db, { before, limit });
      const last = rows.at(-1);
      return {
        data: rows.map(auditEntryJson),
        next_before: rows.length === limit && last ? last.id : null,
      };
    },
  );
};
