// The star writes of `userKey` still waiting in the SW's outbox; `onSettled` runs when one reaches
// the server. The outbox's page side is imported once the first screen is up, so the schedule's
// first load stays within the attendee budget (src/outbox/use-deferred-outbox-rows.ts).
import { useMemo } from 'react';
import { STAR_PATH_PATTERN } from '../api/programme-stars.ts';
import { isWaiting } from '../outbox/shared/row.ts';
import { useDeferredOutboxRows } from '../outbox/use-deferred-outbox-rows.ts';
import { waitingStars, type WaitingStar } from './star-state.ts';

export function useWaitingStars(userKey: string | null, onSettled: () => void): WaitingStar[] {
  const rows = useDeferredOutboxRows(userKey, STAR_PATH_PATTERN, onSettled);
  // No row before the outbox is read: nothing to work out, and no `location` in the build's renderer.
  return useMemo(
    () => (rows.length === 0 ? [] : waitingStars(rows.filter(isWaiting), STAR_PATH_PATTERN, location.origin)),
    [rows],
  );
}
