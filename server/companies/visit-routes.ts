// An attendee's own booth visits (issue 29; contract/visits.ts): which sponsors hold their contact
// and CV, and taking the CV back from one of them (or sharing it again). The attendee only.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HEADER_OCCURRED_AT } from '#contract/constants';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import { VisitCvBody, VisitParams, VisitReply, VisitsReply, type VisitJson } from '../contract/visits.ts';
import * as repo from './visit-repo.ts';
import { actionTime } from '../domain/occurred-at.ts';
import { isCvShared } from './visit-rules.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { completeIdempotency } from '../plugins/idempotency.ts';
import { intId } from '../plugins/ids.ts';
import { VISITS_PATH, VISIT_CV_PATH } from '#contract/paths';

function attendeeOf(request: FastifyRequest): string {
  const caller = callerOf(request);
  if (caller.type !== 'attendee') throw new Refusal('forbidden');
  return caller.attendeeId;
}

function visitJson(visit: repo.VisitRow, hasCv: boolean): VisitJson {
  return {
    company_id: visit.companyId,
    company: visit.company,
    visited_at: visit.visitedAt.toISOString(),
    has_cv_access: visit.hasCvAccess,
    cv_withdrawn: visit.isCvWithdrawn,
    cv_shared: isCvShared(visit, hasCv),
  };
}

export const visitRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    VISITS_PATH,
    { onRequest: app.authenticate, schema: { response: replies({ 200: VisitsReply }) } },
    async (request) => {
      const attendeeId = attendeeOf(request);
      const [visits, hasCv] = await Promise.all([
        repo.visitsOf(ctx.db, attendeeId),
        repo.hasCv(ctx.db, attendeeId),
      ]);
      return { data: visits.map((v) => visitJson(v, hasCv)) };
    },
  );

  app.put(
    VISIT_CV_PATH,
    {
      onRequest: app.authenticate,
      preValidation: app.idempotent,
      schema: { params: VisitParams, body: VisitCvBody, response: replies({ 200: VisitReply }) },
    },
    async (request) => {
      const attendeeId = attendeeOf(request);
      const companyId = intId(request.params.company_id);
      const now = ctx.now();
      const header = request.headers[HEADER_OCCURRED_AT.toLowerCase()];
      const at = actionTime(typeof header === 'string' ? header : undefined, now);
      const hasCv = await repo.hasCv(ctx.db, attendeeId);
      const target = { attendeeId, companyId };
      const result = await repo.setCvSharing(ctx.db, target, request.body.shared, at, (tx, visit) =>
        completeIdempotency(tx, request, 200, { data: visitJson(visit, hasCv) }, now),
      );
      if (result === 'not-a-visit') throw new Refusal('not-found');
      return { data: visitJson(result, hasCv) };
    },
  );
};
