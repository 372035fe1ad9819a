// The attendee's visits as the client reads them (issue 29): every field of the wire mapped, and a
// body in another shape refused (so a cached copy of an older shape is passed over).
import { describe, expect, it } from 'vitest';
import { toVisits } from '../../../../src/api/visits.ts';

describe('toVisits', () => {
  it('maps each visit', () => {
    const body = {
      data: [
        {
          company_id: 7,
          company: 'Acme',
          visited_at: '2026-11-22T10:05:00.000Z',
          has_cv_access: true,
          cv_withdrawn: true,
          cv_shared: false,
        },
      ],
    };
    expect(toVisits(body)).toEqual([
      {
        companyId: 7,
        company: 'Acme',
        visitedAt: new Date('2026-11-22T10:05:00.000Z'),
        hasCvAccess: true,
        isCvWithdrawn: true,
        isCvShared: false,
      },
    ]);
  });

  it('refuses a body of another shape', () => {
    expect(() => toVisits({ data: [{ company: 'Acme' }] })).toThrow();
    expect(() => toVisits([])).toThrow();
  });
});
