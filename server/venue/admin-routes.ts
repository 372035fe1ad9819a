// The console's venue (issue 13): GET the plan in use and every sponsor with its booth or none;
// PUT a sponsor's booth at x,y (the plan's user units, on the plan); DELETE it; PUT a new floor
// plan as the multipart field `plan[file]`, an SVG judged by its content (venue/plan-rules.ts)
// and at most PLAN_MAX_BYTES. Admin staff only (the gate is registered by admin/routes.ts).
// The plan is stored in the upload store (the database, issue 28), so every server process serves
// the one placed through any of them. Caches: GET /api/venue is read fresh on every call (the
// stored plan re-read only when its object changed, venue-plan.ts), the SW does not cache API answers, and the plan's URL carries its content hash,
// so the attendee map sees a change on its next read; nothing here needs dropping.
import fs from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import * as wire from '../contract/venue-admin.ts';
import { PLAN_MAX_BYTES } from '../contract/transfer.ts';
import { RemovalReply } from '../contract/catalogue-admin.ts';
import type { Tx } from '../db/client.ts';
import * as repo from './admin-repo.ts';
import { findSponsorBooth, listSponsorBooths, type SponsorBoothRow } from './repo.ts';
import { checkPlanSvg, isOnPlan } from './plan-rules.ts';
import type { PlanBox } from './rules.ts';
import { Refusal } from '../plugins/errors.ts';
import { oneFileForm, readUploadForm, takeUploads } from '../uploads/form.ts';
import type { Links } from '../uploads/links.ts';
import { createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import { createPlanSource, planVersionOf, type PlanFile } from './plan.ts';
import { settled, stampOf } from '../admin/common.ts';
import { intId } from '../plugins/ids.ts';
import { PLAN_PATH } from './routes.ts';
import { CONSOLE_PATH } from '#contract/paths';

const PATH = `${CONSOLE_PATH}/venue`;
const BoothParams = Type.Object({ companyId: Type.String() });
const OFF_PLAN = ['is off the plan'];

const sponsorJson = (row: SponsorBoothRow): wire.VenueSponsorJson => ({
  id: row.id,
  name: row.name,
  sponsorship: row.sponsorship,
  is_archived: row.archivedAt !== null,
  booth: row.booth,
});

/** A plan without a size cannot be uploaded; only a hand-placed file could lack one. */
function boxOf(plan: PlanFile): PlanBox {
  if (plan.box === null) throw new Error('The venue plan SVG has no viewBox (or numeric width and height)');
  return plan.box;
}

const planJson = (plan: PlanFile, isDemo: boolean, links: Links): wire.ConsolePlanJson => {
  const box = boxOf(plan);
  return {
    url: links.absolute(`${PLAN_PATH}?v=${plan.version}`),
    min_x: box.minX,
    min_y: box.minY,
    width: box.width,
    height: box.height,
    is_demo: isDemo,
  };
};

const snapshotOf = (plan: PlanFile): repo.PlanSnapshot => ({ version: plan.version, ...boxOf(plan) });

export const consoleVenueRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  await takeUploads(base, ctx.config);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const store = createUploadStore(uploadsRoot(ctx.config), ctx.db);
  const plans = createPlanSource(store);
  const formSpec = oneFileForm('plan', PLAN_MAX_BYTES, store);
  const currentPlan = async () => {
    const plan = await plans.load();
    return planJson(plan, plan.isDemo, ctx.links);
  };

  app.get(PATH, { schema: { response: replies({ 200: wire.ConsoleVenueReply }) } }, async () => {
    const [plan, sponsors] = await Promise.all([currentPlan(), listSponsorBooths(ctx.db)]);
    return { plan, sponsors: sponsors.map(sponsorJson) };
  });

  app.put(
    `${PATH}/booths/:companyId`,
    {
      schema: {
        params: BoothParams,
        body: wire.VenueBoothBody,
        response: replies({ 200: wire.VenueBoothReply }),
      },
    },
    async (request) => {
      const id = intId(request.params.companyId);
      const { x, y, label } = request.body;
      const box = boxOf(await plans.load());
      if (!isOnPlan({ x, y }, box)) throw new Refusal('invalid-fields', { x: OFF_PLAN, y: OFF_PLAN });
      const trimmed = label === undefined || label === null ? label : label.trim() || null;
      settled(await repo.placeBooth(ctx.db, id, { x, y, label: trimmed }, stampOf(request, ctx)));
      const row = await findSponsorBooth(ctx.db, id);
      if (!row) throw new Refusal('not-found');
      return { data: sponsorJson(row) };
    },
  );

  app.delete(
    `${PATH}/booths/:companyId`,
    { schema: { params: BoothParams, response: replies({ 200: RemovalReply }) } },
    async (request) => {
      const id = intId(request.params.companyId);
      settled(await repo.removeBooth(ctx.db, id, stampOf(request, ctx)));
      return { outcome: 'deleted' as const };
    },
  );

  app.put(
    `${PATH}/plan`,
    { schema: { response: replies({ 200: wire.VenuePlanReply }) } },
    async (request, reply) => {
      const form = await readUploadForm(request, reply, formSpec);
      try {
        const file = Object.hasOwn(form.files, 'file') ? form.files.file : undefined;
        if (!file) throw new Refusal('invalid-fields', { plan: ['is missing: choose an SVG file'] });
        if (file.isOversize) {
          throw new Refusal('invalid-fields', {
            plan: [`is larger than ${PLAN_MAX_BYTES / 1024 / 1024} MiB`],
          });
        }
        const bytes = await fs.readFile(file.path);
        const checked = checkPlanSvg(bytes);
        if (checked.kind === 'refused') throw new Refusal('invalid-fields', { plan: [checked.reason] });
        const before = snapshotOf(await plans.load());
        // Stored inside the entry's transaction: both or neither.
        const place = (tx: Tx) => createUploadStore(uploadsRoot(ctx.config), tx).placePlan(file.path);
        const after = { version: planVersionOf(bytes), ...checked.box };
        await repo.replacePlan(ctx.db, { before, after, place }, stampOf(request, ctx));
        const plan = await plans.load();
        const sponsors = await listSponsorBooths(ctx.db);
        const offPlan = sponsors.filter((s) => s.booth !== null && !isOnPlan(s.booth, checked.box)).length;
        return { plan: planJson(plan, false, ctx.links), booths_off_plan: offPlan };
      } finally {
        await store.discard(form.tempPaths);
      }
    },
  );
};
