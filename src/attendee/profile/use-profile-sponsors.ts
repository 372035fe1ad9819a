// The sponsors holding the attendee's contact (issue 29): their visits (cache first, so the list
// reads offline) with this page's CV choices on top, so a choice shows at once, queued or not.
import { t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { toApiFailure } from '../../api/errors.ts';
import { readVisits, writeCvSharing, type Visit } from '../../api/visits.ts';
import { useReading } from '../../ui/use-reading.ts';
import { useUserKey } from '../../session/session-context.ts';

export type SponsorsState = ReturnType<typeof useProfileSponsors>;

/** A visit with a CV choice made on this page (`shared`), before the server's answer is read. */
function withChoice(visit: Visit, shared: boolean | undefined, hasCv: boolean): Visit {
  if (shared === undefined) return visit;
  return { ...visit, isCvWithdrawn: !shared, isCvShared: shared && visit.hasCvAccess && hasCv };
}

export function useProfileSponsors(hasCv: boolean) {
  const userKey = useUserKey();

  const reading = useReading(userKey === null ? null : `visits:${userKey}`, () => readVisits(userKey ?? ''));
  const { reload } = reading;
  const [choices, setChoices] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [queued, setQueued] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);

  const share = useCallback(
    (visit: Visit, shared: boolean) => {
      setProblem(null);
      setChoices((all) => new Map(all).set(visit.companyId, shared));
      writeCvSharing(visit, shared)
        .then((outcome) => {
          if (outcome === 'applied') reload();
          else setQueued((all) => new Set(all).add(visit.companyId));
        })
        .catch(async (error: unknown) => {
          setChoices((all) => {
            const next = new Map(all);
            next.delete(visit.companyId);
            return next;
          });
          const failure = await toApiFailure(error);
          const company = visit.company;
          setProblem(
            failure.kind === 'network'
              ? t`No connection, and this browser cannot keep the change for later. Try again online.`
              : t`${company} could not be changed. Try again in a moment.`,
          );
        });
    },
    [reload],
  );

  const visits = reading.data?.map((v) => withChoice(v, choices.get(v.companyId), hasCv)) ?? null;
  return { visits, queued, problem, error: reading.error, staleSince: reading.staleSince, share, reload };
}
