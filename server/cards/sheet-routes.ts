// The printable QR sheets of attendee cards (issue 13): GET <console>/cards/sheet (the oldest
// free cards, up to a batch's worth) and GET <console>/cards/batches/:id/sheet (one batch's cards
// still free). An A4 HTML page (cards/rules.ts) the organiser opens in a new tab and prints: a
// signed link (uploads/links.ts) stands in for the bearer header there; otherwise admin staff only.
// NOTE: the page's CSP allows its one style element by hash and nothing else: no script, no
// request of any kind (the QR codes are inline SVG). It holds claimable card ids: never cached.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { cardSheetHtml } from '../admin/commands.ts';
import type { AppContext } from '../plugins/app-context.ts';
import { IdParams } from '../contract/common.ts';
import { freeCardsOfBatch, oldestFreeCards } from './admin-repo.ts';
import { CARD_SHEET_CSS, MAX_CARDS_PER_BATCH } from './rules.ts';
import { Refusal } from '../plugins/errors.ts';
import { ownContentSecurityPolicy } from '../plugins/security-headers.ts';
import { adminOnly } from '../admin/common.ts';
import { intId } from '../plugins/ids.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { signedOrAuthenticated } from '../uploads/signed-links.ts';
import { CONSOLE_PATH } from '#contract/paths';

export const FREE_SHEET_PATH = `${CONSOLE_PATH}/cards/sheet`;
export const batchSheetPath = (batch: number) => `${CONSOLE_PATH}/cards/batches/${batch}/sheet`;

const styleHash = createHash('sha256').update(CARD_SHEET_CSS).digest('base64');
export const CARD_SHEET_CSP = ownContentSecurityPolicy(
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "base-uri 'none'",
  "form-action 'none'",
);

export const consoleCardSheetRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const access = signedOrAuthenticated(app, ctx.links);
  const onRequest = async (request: FastifyRequest) => {
    await access.onRequest(request);
    if (!access.isSigned(request)) await adminOnly(request);
  };

  async function sendSheet(request: FastifyRequest, reply: FastifyReply, ids: readonly string[]) {
    const { name } = await ctx.identity.current();
    const html = await cardSheetHtml(ctx.config, ids, name, await requestLocale(ctx.db, request));
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', CARD_SHEET_CSP)
      .header('cache-control', 'no-store')
      .send(html);
  }

  app.get(FREE_SHEET_PATH, { onRequest }, async (request, reply) =>
    sendSheet(request, reply, await oldestFreeCards(ctx.db, MAX_CARDS_PER_BATCH)),
  );

  app.get(
    `${CONSOLE_PATH}/cards/batches/:id/sheet`,
    { onRequest, schema: { params: IdParams } },
    async (request, reply) => {
      const ids = await freeCardsOfBatch(ctx.db, intId(request.params.id));
      if (ids === null) throw new Refusal('not-found');
      return sendSheet(request, reply, ids);
    },
  );
};
