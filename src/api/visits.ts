// An attendee's own booth visits (issue 29, server/contract/visits.ts): which sponsors hold their
// contact and CV (cache first, so it reads offline), and taking the CV back from one of them (or
// sharing it again): a queueable PUT, kept by the SW's outbox offline and replayed once.
import { t } from '@lingui/core/macro';
import { VISITS_PATH, VISIT_CV_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type { VisitCvBody, VisitJson, VisitsReply } from '#contract/visits';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, asObject, fieldsOf } from './wire.ts';

export type Visit = {
  companyId: number;
  company: string;
  visitedAt: Date;
  hasCvAccess: boolean;
  isCvWithdrawn: boolean;
  /** The company reads the CV now. */
  isCvShared: boolean;
};

function toVisit(value: unknown): Visit {
  const w = fieldsOf<VisitJson>(value, 'visit');
  return {
    companyId: w.number('company_id'),
    company: w.string('company'),
    visitedAt: new Date(w.string('visited_at')),
    hasCvAccess: w.raw.has_cv_access === true,
    isCvWithdrawn: w.raw.cv_withdrawn === true,
    isCvShared: w.raw.cv_shared === true,
  };
}

export const toVisits = (body: unknown): Visit[] =>
  asArray(asObject<VisitsReply>(body, 'visits').data, 'visits.data').map(toVisit);

export function readVisits(userKey: string): AsyncGenerator<Reading<Visit[]>, void, void> {
  return get(apiPath(VISITS_PATH), toVisits, { userKey });
}

/** Shares (`shared`) or takes back the CV from one company: `applied` or `queued` (the outbox keeps it). */
export async function writeCvSharing(visit: Visit, shared: boolean): Promise<'applied' | 'queued'> {
  const { submitWrite } = await import('./write.ts');
  const { company } = visit;
  const outcome = await submitWrite({
    method: 'PUT',
    path: apiPath(VISIT_CV_PATH, { company_id: visit.companyId }),
    body: { shared } satisfies VisitCvBody,
    label: shared ? t`Share my CV: ${company}` : t`Take back my CV: ${company}`,
  });
  return outcome.kind;
}
