// GET /api/companies and /api/companies/:id (provider-api.md §3): a company's name, tier, booth
// badge and whether it may see CVs, mapped to a view type; cache first, so the sponsor screens and
// the programme's sponsors open offline.
import { COMPANIES_PATH, COMPANY_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type { CompanyListReply, CompanyReply } from '#contract/companies';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, asObject, fieldsOf } from './wire.ts';

export type Company = {
  id: number;
  name: string;
  sponsorship: string | null;
  badgeId: number | null;
  hasCvAccess: boolean;
};

function toCompanyData(value: unknown): Company {
  const w = fieldsOf<CompanyReply['data']>(value, 'company');
  return {
    id: w.number('id'),
    name: w.string('name'),
    sponsorship: w.optionalString('sponsorship'),
    badgeId: typeof w.raw.badge_id === 'number' ? w.raw.badge_id : null,
    hasCvAccess: w.raw.has_cv_access === true,
  };
}

export function toCompany(body: unknown): Company {
  return toCompanyData(asObject<CompanyReply>(body, 'company answer').data);
}

export function toCompanies(body: unknown): Company[] {
  return asArray(asObject<CompanyListReply>(body, 'companies').data, 'companies.data').map(toCompanyData);
}

/** Every sponsor (GET /api/companies, any signed-in caller), cache first: the sponsors by tier. */
export function readCompanies(userKey: string): AsyncGenerator<Reading<Company[]>, void, void> {
  return get(apiPath(COMPANIES_PATH), toCompanies, { userKey });
}

export function readCompany(id: string, userKey: string): AsyncGenerator<Reading<Company>, void, void> {
  return get(apiPath(COMPANY_PATH, { id }), toCompany, { userKey });
}
