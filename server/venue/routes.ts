// The venue map (ours): GET /api/venue, the floor plan and every booth placed on it, for any
// signed-in caller; GET /venue/plan.svg, the plan itself. The plan is public like the app's other
// static files, since an <img> sends no bearer token.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { FileReply, NoBody, replies } from '../contract/common.ts';
import { VenueReply } from '../contract/venue.ts';
import { listBooths } from './repo.ts';
import { placeOnPlan } from './rules.ts';
import { ownContentSecurityPolicy } from '../plugins/security-headers.ts';
import { createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import { createPlanSource } from './plan.ts';
import { VENUE_PATH } from '#contract/paths';

export const PLAN_PATH = '/venue/plan.svg';

const PLAN_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  // The organiser may replace the file at any time; the URL's version keys the SW's cache.
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  // NOTE: an SVG opened on its own runs its scripts with our origin; this keeps any it holds inert.
  'content-security-policy': ownContentSecurityPolicy(
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    'img-src data:',
  ),
};

export const venueRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const plans = createPlanSource(createUploadStore(uploadsRoot(ctx.config), ctx.db));

  app.get(
    VENUE_PATH,
    { onRequest: app.authenticate, schema: { response: replies({ 200: VenueReply }) } },
    async () => {
      const [plan, booths] = await Promise.all([plans.load(), listBooths(ctx.db)]);
      const box = plan.box;
      // An operator's mistake, not the caller's: logged as a 500 so it gets noticed and fixed.
      if (box === null) throw new Error('The venue plan SVG has no viewBox (or numeric width and height)');
      return {
        plan: {
          url: ctx.links.absolute(`${PLAN_PATH}?v=${plan.version}`),
          width: box.width,
          height: box.height,
        },
        booths: booths.map((b) => ({
          company_id: b.companyId,
          name: b.name,
          sponsorship: b.sponsorship,
          badge_id: b.badgeId,
          ...placeOnPlan(b, box),
          label: b.label,
        })),
      };
    },
  );

  app.get(
    PLAN_PATH,
    { schema: { response: replies({ 200: FileReply, 304: NoBody }) } },
    async (request, reply) => {
      const plan = await plans.load();
      const etag = `"${plan.version}"`;
      reply.headers({ ...PLAN_HEADERS, etag });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(plan.bytes);
    },
  );
};
