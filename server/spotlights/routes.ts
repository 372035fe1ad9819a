// Spotlights (provider-api.md §3 "Spotlights"): the running one for anyone (GET /api/spotlight,
// public, 404 when none runs, as the provider's; our client reads the channel's join instead,
// issue 21), the companies' counts and a start for admins. A start is exactly-once under an
// Idempotency-Key and broadcast on the `spotlight` channel of every server process once committed
// (server/realtime).
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import * as wire from '../contract/spotlights.ts';
import * as repo from './repo.ts';
import { isAdmin } from '../accounts/session-repo.ts';
import { readDuration } from './rules.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { completeIdempotency } from '../plugins/idempotency.ts';
import { intId } from '../plugins/ids.ts';
import { spotlightCompanyJson, spotlightJson } from './json.ts';
import { SPOTLIGHTS_PATH, SPOTLIGHT_COMPANY_PATH, SPOTLIGHT_PATH } from '#contract/paths';

export const spotlightRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(SPOTLIGHT_PATH, { schema: { response: replies({ 200: wire.SpotlightReply }) } }, async () => {
    const spotlight = await repo.activeSpotlight(ctx.db, ctx.now());
    if (!spotlight) throw new Refusal('spotlight-not-found');
    return { data: spotlightJson(spotlight) };
  });

  app.get(
    SPOTLIGHTS_PATH,
    { onRequest: app.authenticate, schema: { response: replies({ 200: wire.SpotlightListReply }) } },
    async (request) => {
      if (!isAdmin(callerOf(request))) throw new Refusal('cannot-access');
      const companies = await repo.listSpotlightCompanies(ctx.db);
      return { data: companies.map(spotlightCompanyJson) };
    },
  );

  app.post(
    SPOTLIGHT_COMPANY_PATH,
    {
      onRequest: app.authenticate,
      preValidation: app.idempotent,
      schema: { params: wire.CompanyIdParams, response: replies({ 201: wire.SpotlightStartedReply }) },
    },
    async (request, reply) => {
      if (!isAdmin(callerOf(request))) throw new Refusal('cannot-access');
      const companyId = intId(request.params.company_id);
      const minutes = readDuration(request.body, ctx.config.spotlightMinutes);
      if (minutes === null) throw new Refusal('bad-request');
      const now = ctx.now();
      const result = await repo.startSpotlight(ctx.db, { companyId, minutes, now }, (tx) =>
        completeIdempotency(tx, request, 201, wire.SPOTLIGHT_STARTED, now),
      );
      switch (result.kind) {
        case 'started':
          ctx.realtime.announceSpotlight(spotlightJson(result.spotlight));
          return reply.code(201).send(wire.SPOTLIGHT_STARTED);
        case 'company-not-found':
          throw new Refusal('not-found');
        case 'refused':
          throw new Refusal(`spotlight-${result.refusal}`);
      }
    },
  );
};
