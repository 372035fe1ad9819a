import { describe, expect, it } from 'vitest';
import {
  canDownloadCvs,
  canListAttendees,
  cvZipForbidden,
  seesAllAttendees,
} from '../../../../server/companies/attendee-rules.ts';

describe('company attendee rules', () => {
  it('lets Gold and Exclusive see everyone, Bronze and Silver their visitors', () => {
    expect((['Exclusive', 'Gold', 'Silver', 'Bronze'] as const).map(seesAllAttendees)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('gives the list to the company itself only', () => {
    expect([canListAttendees(3, 3), canListAttendees(4, 3), canListAttendees(null, 3)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('gives the zip to an admin, or to the company itself with CV access', () => {
    const withAccess = { id: 3, hasCvAccess: true };
    const without = { id: 3, hasCvAccess: false };
    expect([
      canDownloadCvs({ isAdmin: false, companyId: 3 }, withAccess),
      canDownloadCvs({ isAdmin: false, companyId: 3 }, without),
      canDownloadCvs({ isAdmin: false, companyId: 4 }, withAccess),
      canDownloadCvs({ isAdmin: true, companyId: null }, without),
      canDownloadCvs({ isAdmin: false, companyId: null }, withAccess),
    ]).toEqual([true, false, false, true, false]);
  });

  it("answers the provider's refusal with the path id as sent", () => {
    expect(cvZipForbidden('7', 3)).toEqual({
      error: "The CVs of a company's attendees can only be accessed by the company or by the admin",
      company_id: '7',
      user: 3,
    });
  });
});
