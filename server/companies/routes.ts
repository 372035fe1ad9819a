// GET /api/companies and /api/companies/:id (provider-api.md §3), any signed-in caller.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { IdParams, replies } from '../contract/common.ts';
import { CompanyListReply, CompanyReply } from '../contract/companies.ts';
import { findCompany, listCompanies } from './repo.ts';
import { Refusal } from '../plugins/errors.ts';
import { intId } from '../plugins/ids.ts';
import { COMPANIES_PATH, COMPANY_PATH } from '#contract/paths';

export const companyRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    COMPANIES_PATH,
    { onRequest: app.authenticate, schema: { response: replies({ 200: CompanyListReply }) } },
    async () => ({
      data: await listCompanies(ctx.db),
    }),
  );
  app.get(
    COMPANY_PATH,
    { onRequest: app.authenticate, schema: { params: IdParams, response: replies({ 200: CompanyReply }) } },
    async (request) => {
      const company = await findCompany(ctx.db, intId(request.params.id));
      if (!company) throw new Refusal('not-found');
      return { data: company };
    },
  );
};
