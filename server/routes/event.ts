// GET /api/event (ours, public): the event's name, year and days, so the client titles its pages
// and limits day pickers without a rebuild (DESIGN.md §3.3), and the CV size limit (MAX_CV_SIZE),
// so the CV form checks the limit this server enforces.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.ts';
import { replies } from '../contract/common.ts';
import { EventReply } from '../contract/event.ts';

export const eventRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/event', { schema: { response: replies({ 200: EventReply }) } }, async (request) => ({
    name: ctx.config.eventName,
    year: ctx.config.eventYear,
    start: ctx.config.eventStart.toISOString().slice(0, 10),
    days: ctx.config.eventDays,
    max_cv_bytes: ctx.config.maxCvBytes,
    public_origin: ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`,
    terms_url: ctx.config.termsUrl,
  }));
};
