// The event's public reads. GET /api/event (ours): the event's name, year and days, so the client
// titles its pages and limits day pickers without a rebuild (DESIGN.md §3.3), the CV size limit
// (MAX_CV_SIZE), so the CV form checks the limit this server enforces, and the identity the
// console set (issue 23): short name, logo, colours and the theme's custom properties they set.
// GET /manifest.webmanifest: the web app manifest with that identity (server/event/web-manifest.ts).
// GET /event-theme.css: the same custom properties, linked by the served HTML for its first paint.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import { EventReply } from '../contract/event.ts';
import type { EventIdentity } from './identity.ts';
import { PreparedAnswer } from '../plugins/prepared-answer.ts';
import { MANIFEST_TYPE, themeStylesheet, webManifest } from './web-manifest.ts';
import { EVENT_PATH } from '#contract/paths';

/** One answer per identity version, rebuilt when it changes. */
function perVersion(make: (identity: EventIdentity) => PreparedAnswer) {
  let kept: { version: string; answer: PreparedAnswer } | null = null;
  return (identity: EventIdentity): PreparedAnswer => {
    if (kept?.version !== identity.version) kept = { version: identity.version, answer: make(identity) };
    return kept.answer;
  };
}

/** GET /api/event's answer; `origin` is this server's, for a server with no PUBLIC_ORIGIN. */
export function eventReply(
  ctx: Pick<AppContext, 'config' | 'links'>,
  identity: EventIdentity,
  origin: string,
): EventReply {
  return {
    name: identity.name,
    year: ctx.config.eventYear,
    start: ctx.config.eventStart.toISOString().slice(0, 10),
    days: ctx.config.eventDays,
    max_cv_bytes: ctx.config.maxCvBytes,
    public_origin: ctx.config.publicOrigin ?? origin,
    terms_url: ctx.config.termsUrl,
    short_name: identity.shortName,
    logo: ctx.links.absolute(identity.logo),
    theme_color: identity.themeColor,
    background_color: identity.backgroundColor,
    palette: identity.palette,
  };
}

export const eventRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(EVENT_PATH, { schema: { response: replies({ 200: EventReply }) } }, async (request) =>
    eventReply(ctx, await ctx.identity.current(), `${request.protocol}://${request.host}`),
  );

  const manifest = perVersion(
    (identity) => new PreparedAnswer(JSON.stringify(webManifest(identity)), MANIFEST_TYPE),
  );
  // NOTE: no-cache, as sw.js: the browser revalidates it on each check, so a change is seen then.
  app.get('/manifest.webmanifest', { compress: false }, async (request, reply) =>
    manifest(await ctx.identity.current()).send(
      reply.header('cache-control', 'no-cache'),
      request.headers['accept-encoding'],
    ),
  );

  const theme = perVersion(
    (identity) => new PreparedAnswer(themeStylesheet(identity), 'text/css; charset=utf-8'),
  );
  app.get('/event-theme.css', { compress: false }, async (request, reply) =>
    theme(await ctx.identity.current()).send(
      reply.header('cache-control', 'no-cache'),
      request.headers['accept-encoding'],
    ),
  );
};
