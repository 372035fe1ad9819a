// GET /api/company/attendees/:company_id, a company's attendees by its tier, and
// GET /api/company/attendees/cvs/:company_id, their CVs and every staff CV as one zip
// (provider-api.md §3; DESIGN.md §3.2). The zip streams from storage, never over HTTP. With
// `?limit=N` (issue 28, our client; contract/pages.ts) the list answers one page, searched with `q`.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { FileReply, replies } from '../contract/common.ts';
import { CompanyAttendeesReply, CompanyIdParams } from '../contract/company-attendees.ts';
import { PAGE_LIMIT_MAX, VisitorsPageQuery, type VisitorsPageReply } from '../contract/pages.ts';
import { visitorsPage } from '../db/bounded-reads.ts';
import * as repo from './attendee-repo.ts';
import { canDownloadCvs, canListAttendees, seesAllAttendees } from './attendee-rules.ts';
import { decodeVisitorCursor, encodeVisitorCursor, pageSizeOf } from '../domain/page-cursor.ts';
import { JSON_TYPE } from '../plugins/prepared-answer.ts';
import { zipEntryNames } from './cv-zip-rules.ts';
import { isAdmin } from '../accounts/session-repo.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { streamZip } from '../uploads/cv-zip.ts';
import { createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import { intId } from '../plugins/ids.ts';
import { attendeeSimple, withFileLinks } from '../accounts/attendee-json.ts';
import { COMPANY_ATTENDEES_PATH, COMPANY_CVS_PATH } from '#contract/paths';

export const companyAttendeeRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const store = createUploadStore(uploadsRoot(ctx.config), ctx.db);

  /** The path's company (400 malformed, 404 unknown: the provider looks it up before any check). */
  async function companyOf(rawId: string) {
    const company = await repo.findCompanyTier(ctx.db, intId(rawId));
    if (!company) throw new Refusal('not-found');
    return company;
  }

  app.get(
    COMPANY_ATTENDEES_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        params: CompanyIdParams,
        querystring: VisitorsPageQuery,
        response: replies({ 200: CompanyAttendeesReply }),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const company = await companyOf(request.params.company_id);
      const callerCompanyId = caller.type === 'company' ? caller.companyId : null;
      if (!canListAttendees(callerCompanyId, company.id)) throw new Refusal('forbidden');
      const { limit, after, q } = request.query;
      if (limit !== undefined) {
        const size = pageSizeOf(limit, PAGE_LIMIT_MAX);
        if (size === null) throw new Refusal('bad-request');
        const cursor = after === undefined ? null : decodeVisitorCursor(after);
        if (cursor === null && after !== undefined) throw new Refusal('bad-request');
        const page = await visitorsPage(
          ctx.db,
          { ...company, seesAll: seesAllAttendees(company.sponsorship) },
          { limit: size, after: cursor, query: q ?? null },
        );
        const body: VisitorsPageReply = {
          data: page.rows.map((a) => attendeeSimple(withFileLinks(a, ctx.links, true))),
          total: page.total,
          with_cv: page.withCv,
          next: page.next === null ? null : encodeVisitorCursor(page.next),
        };
        // NOTE: sent as a string: the route's response schema is the provider's, which would drop
        // the page's keys.
        return reply.type(JSON_TYPE).send(JSON.stringify(body) as never);
      }
      const attendees = await repo.listCompanyAttendees(ctx.db, company);
      // Every attendee listed here is one this company may see, so its CV links come signed.
      return {
        data: attendees.map((a) =>
          attendeeSimple(withFileLinks({ ...a, cv: company.hasCvAccess ? a.cv : null }, ctx.links, true)),
        ),
      };
    },
  );

  app.get(
    COMPANY_CVS_PATH,
    {
      onRequest: app.authenticate,
      schema: { params: CompanyIdParams, response: replies({ 200: FileReply }) },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const company = await companyOf(request.params.company_id);
      const callerCompanyId = caller.type === 'company' ? caller.companyId : null;
      if (!canDownloadCvs({ isAdmin: isAdmin(caller), companyId: callerCompanyId }, company))
        throw new Refusal('cv-zip-forbidden', { companyId: request.params.company_id, callerCompanyId });
      const cvs = await repo.listZipCvs(ctx.db, company);
      const names = zipEntryNames(cvs.map((cv) => cv.nickname));
      const zip = await streamZip(
        store,
        cvs.map((cv, i) => ({ name: names[i]!, key: store.cvKey(cv.owner) })),
        ctx.now(),
      );
      reply.headers({
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="cvs.zip"',
        'content-length': String(zip.size),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      return reply.send(zip.stream);
    },
  );
};
