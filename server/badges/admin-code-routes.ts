// The console's badge codes (issue 23): GET the codes with their uses, POST a code for a badge,
// PATCH its label, use limit, expiry or `disabled`, DELETE it (disabled instead once used), and
// GET who used it. Admin staff only (the gate is admin/routes.ts's). Attendees type a code in
// "Got a code?" (POST /api/referrals, badges/code-use-repo.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { IdParams, replies } from '../contract/common.ts';
import { RemovalReply } from '../contract/catalogue-admin.ts';
import * as wire from '../contract/badge-codes-admin.ts';
import * as repo from './admin-code-repo.ts';
import { Refusal } from '../plugins/errors.ts';
import { settled, stampOf } from '../admin/common.ts';
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
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  async function answer(id: string) {
    const row = await repo.findConsoleCode(ctx.db, id);
    if (!row) throw new Refusal('not-found');
    return { data: codeJson(row) };
  }

  app.get(PATH, { schema: { response: replies({ 200: wire.ConsoleCodeListReply }) } }, async () => ({
    data: (await repo.listConsoleCodes(ctx.db)).map(codeJson),
  }));

  app.post(
    PATH,
    { schema: { body: wire.CodeCreateBody, response: replies({ 201: wire.ConsoleCodeReply }) } },
    async (request, reply) => {
      const { badge_id: badgeId, ...input } = request.body;
      const created = settled(await repo.createCode(ctx.db, { ...input, badgeId }, stampOf(request, ctx)));
      return reply.code(201).send(await answer(created.id));
    },
  );

  app.patch(
    `${PATH}/:id`,
    {
      schema: {
        params: IdParams,
        body: wire.CodeEditBody,
        response: replies({ 200: wire.ConsoleCodeReply }),
      },
    },
    async (request) => {
      const id = uuidId(request.params.id);
      settled(await repo.editCode(ctx.db, id, request.body, stampOf(request, ctx)));
      return answer(id);
    },
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { params: IdParams, response: replies({ 200: RemovalReply }) } },
    async (request) => {
      const result = await repo.removeCode(ctx.db, uuidId(request.params.id), stampOf(request, ctx));
      if (result.kind !== 'ok') return settled(result);
      return { outcome: result.outcome };
    },
  );

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
