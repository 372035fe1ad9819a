// The outbox rows of `userKey`, for a screen whose first load must not carry the outbox's page side
// (DESIGN.md §7 deferred JS): outbox-client.ts is imported once the first screen is up, then the
// rows are re-read whenever the SW says the outbox changed, and `onSettled` runs when a row whose
// URL path matches `pathPattern` reaches the server. Until then no row is known, which a first
// render never needs. The programme's stars and a booth's lead edits read their waiting writes so.
import { useEffect, useState } from 'react';
import { afterFirstScreen } from '../deferred/after-first-screen.ts';
import { useLatest } from '../ui/use-latest.ts';
import type { OutboxRow } from './shared/row.ts';

export function useDeferredOutboxRows(
  userKey: string | null,
  pathPattern: RegExp,
  onSettled: () => void,
): OutboxRow[] {
  const [rows, setRows] = useState<OutboxRow[]>([]);
  const settledRef = useLatest(onSettled);
  useEffect(() => {
    if (userKey === null) return;
    let isLive = true;
    let stop: (() => void) | undefined;
    afterFirstScreen(() => {
      void import('./outbox-client.ts').then((outbox) => {
        if (!isLive) return;
        const read = () => void outbox.readOutbox(userKey).then((next) => isLive && setRows(next));
        read();
        stop = outbox.subscribeOutbox((message) => {
          if (message.user !== userKey) return;
          read();
          const isMine = (path: string) => pathPattern.test(new URL(path, location.origin).pathname);
          if (message.settled.some((row) => isMine(row.path))) settledRef.current();
        });
      });
    });
    return () => {
      isLive = false;
      stop?.();
    };
  }, [userKey, pathPattern, settledRef]);
  return rows;
}
