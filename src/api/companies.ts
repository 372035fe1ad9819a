// GET /api/companies/:id (provider-api.md §3): a company's name, tier, booth badge and whether it
// may see CVs, mapped to a view type; cache first, so the sponsor screens open offline.
import type { CompanyReply } from '#contract/companies';
import { get, type Fresh } from './get.ts';
import { asNumber, asObject, asString, optionalString } from './wire.ts';

export type Company = {
  id: number;
  name: string;
  sponsorship: string | null;
  badgeId: number | null;
  hasCvAccess: boolean;
};

export function toCompany(body: unknown): Company {
  const reply = asObject<CompanyReply>(body, 'company answer');
  const w = asObject<CompanyReply['data']>(reply.data, 'company');
  return {
    id: asNumber(w.id, 'company.id'),
    name: asString(w.name, 'company.name'),
    sponsorship: optionalString(w.sponsorship),
    badgeId: typeof w.badge_id === 'number' ? w.badge_id : null,
    hasCvAccess: w.has_cv_access === true,
  };
}

export function readCompany(id: string, userKey: string): AsyncGenerator<Fresh<Company>, void, void> {
  return get(`api/companies/${encodeURIComponent(id)}`, toCompany, { userKey });
}
