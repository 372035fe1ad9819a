// /staff/spotlights data: the companies with their spotlights left (cache first, so the list opens
// offline), and starting one. A start needs the server's answer now, so it is never queued; its
// refusals (another one running, none left) are said in place.
import { SPOTLIGHTS_LEFT_FIELD } from '#contract/refusals';
import { t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { readSpotlightCompanies, startSpotlight, type SpotlightCompany } from '../api/spotlights.ts';
import { toApiFailure } from '../api/errors.ts';
import { useReading, type ReadingState } from '../ui/use-reading.ts';
import { useUserKey } from '../session/session-context.ts';

export type SpotlightNotice = { tone: 'success' | 'error'; title: string; detail?: string };

export type SpotlightsState = {
  reading: ReadingState<SpotlightCompany[]>;
  /** The company whose start is being sent. */
  startingId: number | null;
  notice: SpotlightNotice | null;
  start: (company: SpotlightCompany, minutes: number) => Promise<void>;
};

function refusalNotice(status: number | null, body: unknown, name: string): SpotlightNotice {
  const text = JSON.stringify(body ?? '');
  if (status === 422 && text.includes('still active'))
    return {
      tone: 'error',
      title: t`Another spotlight is still running`,
      detail: t`Start this one when it ends.`,
    };
  if (status === 422 && text.includes(SPOTLIGHTS_LEFT_FIELD))
    return { tone: 'error', title: t`${name} has no spotlights left` };
  if (status === 403 || status === 401)
    return { tone: 'error', title: t`Only admin staff can start a spotlight` };
  if (status === null)
    return {
      tone: 'error',
      title: t`No connection`,
      detail: t`A spotlight starts only with a connection. Try again.`,
    };
  return {
    tone: 'error',
    title: t`The spotlight did not start`,
    detail: t`The server refused it. Try again.`,
  };
}

export function useSpotlights(): SpotlightsState {
  const userKey = useUserKey();
  const reading = useReading(userKey === null ? null : `spotlights:${userKey}`, () =>
    readSpotlightCompanies(userKey ?? ''),
  );
  const [startingId, setStartingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<SpotlightNotice | null>(null);
  const { reload } = reading;

  const start = useCallback(
    async (company: SpotlightCompany, minutes: number) => {
      setStartingId(company.id);
      setNotice(null);
      try {
        await startSpotlight(company.id, minutes);
        const name = company.name;
        setNotice({ tone: 'success', title: t`${name} is in the spotlight for ${minutes} min` });
      } catch (error) {
        const failure = await toApiFailure(error);
        setNotice(
          failure.kind === 'http'
            ? refusalNotice(failure.status, failure.body, company.name)
            : refusalNotice(null, null, company.name),
        );
      } finally {
        setStartingId(null);
        reload();
      }
    },
    [reload],
  );

  return { reading, startingId, notice, start };
}
