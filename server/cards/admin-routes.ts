// The console's attendee cards (issue 13): GET the list (filtered, searched, one page at a time)
// with the counts over every card, POST a batch of new cards. Admin staff only (the gate is
// registered by admin/routes.ts). Both answers carry signed links to the printable sheets
// (cards/sheet-routes.ts), so the console opens them with a plain link in a new tab.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import * as wire from '../contract/people-admin.ts';
import * as repo from './admin-repo.ts';
import { appOrigin, isLocalOrigin } from './rules.ts';
import { nextOffset, readCardPage, readCardSearch } from '../accounts/admin-rules.ts';
import { stampOf } from '../admin/common.ts';
import { batchSheetPath, FREE_SHEET_PATH } from './sheet-routes.ts';
import { consoleCardJson } from '../accounts/admin-json.ts';
import { CONSOLE_PATH } from '#contract/paths';

const PATH = `${CONSOLE_PATH}/cards`;

export const consoleCardRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    PATH,
    { schema: { querystring: wire.CardsQuery, response: replies({ 200: wire.CardListReply }) } },
    async (request) => {
      const page = readCardPage(request.query);
      const search = readCardSearch(request.query.q);
      const status = request.query.status ?? 'all';
      const { rows, matching } = await repo.listConsoleCards(ctx.db, { status, search, ...page });
      return {
        data: rows.map(consoleCardJson),
        counts: await repo.cardCounts(ctx.db),
        matching,
        next_offset: nextOffset(page, matching),
        sheet_url: ctx.links.signedPath(FREE_SHEET_PATH),
        card_origin: appOrigin(ctx.config),
        card_origin_is_local: isLocalOrigin(appOrigin(ctx.config)),
      };
    },
  );

  app.post(
    PATH,
    { schema: { body: wire.CardsCreateBody, response: replies({ 201: wire.CardsCreateReply }) } },
    async (request, reply) => {
      const made = await repo.createCardBatch(ctx.db, request.body.count, stampOf(request, ctx));
      return reply.code(201).send({
        batch: made.batch,
        cards: made.ids,
        sheet_url: ctx.links.signedPath(batchSheetPath(made.batch)),
      });
    },
  );
};
