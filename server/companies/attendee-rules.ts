// Who may read a company's attendee list and its CV zip, and what the list holds
// (provider-api.md §3 "GET /api/company/attendees/:company_id" and "CVs"; DESIGN.md §3.2: the zip
// refuses a company without has_cv_access). Pure: the route hands in the caller and the company.
import type { Sponsorship } from '#contract/constants';

/** Gold and Exclusive see every registered attendee; Bronze and Silver only their visitors. */
export const seesAllAttendees = (sponsorship: Sponsorship): boolean =>
  sponsorship === 'Gold' || sponsorship === 'Exclusive';

type ZipCaller = { isAdmin: boolean; companyId: number | null };
type ZipCompany = { id: number; hasCvAccess: boolean };

/** The list is the company's own: no other company, no staff, no admin (provider-api.md §3). */
export const canListAttendees = (callerCompanyId: number | null, companyId: number): boolean =>
  callerCompanyId === companyId;

/** The zip: an admin, or the company itself when it has CV access. */
export const canDownloadCvs = (caller: ZipCaller, company: ZipCompany): boolean =>
  caller.isAdmin || (caller.companyId === company.id && company.hasCvAccess);

/** The provider's 403 body of the zip, with the path id as sent and the caller's company id. */
export const cvZipForbidden = (rawCompanyId: string, callerCompanyId: number | null) => ({
  error: "The CVs of a company's attendees can only be accessed by the company or by the admin",
  company_id: rawCompanyId,
  user: callerCompanyId,
});
