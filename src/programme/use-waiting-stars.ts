// The star writes of `userKey` still waiting in the SW's outbox, re-read whenever the SW says the
// outbox changed; `onSettled` runs when one reaches the server. The outbox's page side is imported
// once the first screen is up (DESIGN.md §7 deferred JS), so the schedule's first load stays
// within the attendee budget; until then no row is known, which a first render never needs.
import { useEffect, useMemo, useRef, useState } from 'react';
import { afterFirstScreen } from '../deferred/after-first-screen.ts';
import { STAR_PATH_PATTERN } from '../api/programme-stars.ts';
import { isWaiting, type OutboxRow } from '../outbox/shared/row.ts';
import { waitingStars, type WaitingStar } from './star-state.ts';

export function useWaitingStars(userKey: string | null, onSettled: () => void): WaitingStar[] {
  const [rows, setRows] = useState<OutboxRow[]>([]);
  const settledRef = useRef(onSettled);
  useEffect(() => {
    settledRef.current = onSettled;
  });
  useEffect(() => {
    if (userKey === null) return;
    let isLive = true;
    let stop: (() => void) | undefined;
    afterFirstScreen(() => {
      void import('../outbox/outbox-client.ts').then((outbox) => {
        if (!isLive) return;
        const read = () => void outbox.readOutbox(userKey).then((next) => isLive && setRows(next));
        read();
        stop = outbox.subscribeOutbox((message) => {
          if (message.user !== userKey) return;
          read();
          const isStar = (path: string) => STAR_PATH_PATTERN.test(new URL(path, location.origin).pathname);
          if (message.settled.some((row) => isStar(row.path))) settledRef.current();
        });
      });
    });
    return () => {
      isLive = false;
      stop?.();
    };
  }, [userKey]);
  return useMemo(() => waitingStars(rows.filter(isWaiting), STAR_PATH_PATTERN, location.origin), [rows]);
}
