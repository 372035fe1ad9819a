// The console's badge codes (issue 23): GET the codes with their uses, POST a code for a badge,
// PATCH its label, use limit, expiry or `disabled`, DELETE it (disabled instead once used), and
// GET who used it. Admin staff only (the gate is admin/routes.ts's). Attendees type a code in
// "Got a code?" (POST /api/referrals, badges/code-use-repo.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { IdParams, replies } from '../contract/common.ts';
import * as wire from '../contract/badge-codes-admin.ts';
import * as repo from './admin-code-repo.ts';
import { Refusal } from '../plugins/errors.ts';
import { settled } from '../admin/common.ts';
import { registerTableRoutes } from '../admin/table-routes.ts';
import { uuidId } from '../plugins/ids.ts';
import { utcIso, utcIsoOrNull } from '../domain/json-dates.ts';
import { CONSOLE_PATH } from '#contract/paths';

const PATH = `${CONSOLE_PATH}/codes`;

const codeJson = (row: repo.ConsoleCodeRow): wire.ConsoleCodeJson => ({
  id: row.id,
  badge_id: row.badgeId,
  badge_name: row.badgeName,
  label: row.label,
  use_limit: row.useLimit,
  expires_at: utcIsoOrNull(row.expiresAt),
  disabled_at: utcIsoOrNull(row.disabledAt),
  inserted_at: utcIso(row.insertedAt),
  uses: row.uses,
});

export const consoleCodeRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  registerTableRoutes(base, ctx, {
    path: PATH,
    idOf: uuidId,
    schemas: {
      create: wire.CodeCreateBody,
      edit: wire.CodeEditBody,
      list: wire.ConsoleCodeListReply,
      one: wire.ConsoleCodeReply,
    },
    list: async () => ({ data: (await repo.listConsoleCodes(ctx.db)).map(codeJson) }),
    find: async (id) => {
      const row = await repo.findConsoleCode(ctx.db, id);
      return row === null ? null : codeJson(row);
    },
    create: async ({ badge_id: badgeId, ...input }, stamp) =>
      settled(await repo.createCode(ctx.db, { ...input, badgeId }, stamp)).id,
    edit: async (id, body, stamp) => {
      settled(await repo.editCode(ctx.db, id, body, stamp));
    },
    remove: async (id, stamp) => {
      const result = await repo.removeCode(ctx.db, id, stamp);
      return result.kind === 'ok' ? result.outcome : settled(result);
    },
  });

  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `${PATH}/:id/uses`,
    { schema: { params: IdParams, response: replies({ 200: wire.CodeUsesReply }) } },
    async (request) => {
      const id = uuidId(request.params.id);
      if (!(await repo.findConsoleCode(ctx.db, id))) throw new Refusal('not-found');
      const rows = await repo.listCodeUses(ctx.db, id);
      return {
        data: rows.map((u) => ({ attendee_id: u.attendeeId, nickname: u.nickname, at: utcIso(u.at) })),
      };
    },
  );
};
