// React's view of the outbox: the signed-in user's rows, re-read whenever the SW announces a
// change (debounced: a replay of 1,000 rows announces 1,000 times), and a hook for screens that
// must re-read their data when one of their writes settles (the balance after a replayed buy).
import { useEffect, useState } from 'react';
import { useLatest } from '../ui/use-latest.ts';
import { isWaiting, type OutboxRow } from './shared/row.ts';
import type { SettledRow } from './shared/messages.ts';
import { readOutbox, subscribeOutbox } from './outbox-client.ts';

/** NOTE: one re-read per burst of changes; short enough that a settled row shows at once. */
const REREAD_DEBOUNCE_MS = 150;

export type OutboxReading = { rows: OutboxRow[] | null };

export function useOutboxRows(userKey: string | null): OutboxReading {
  const [rows, setRows] = useState<OutboxRow[] | null>(null);
  useEffect(() => {
    if (userKey === null) return;
    let isCurrent = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      void readOutbox(userKey).then((next) => {
        if (isCurrent) setRows(next);
      });
    };
    read();
    const unsubscribe = subscribeOutbox((message) => {
      if (message.user !== userKey) return;
      clearTimeout(timer);
      timer = setTimeout(read, REREAD_DEBOUNCE_MS);
    });
    return () => {
      isCurrent = false;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [userKey]);
  return { rows: userKey === null ? null : rows };
}

/** Calls `onSettled` when rows of `userKey` reach done or failed whose URL path matches `pathPattern`. */
export function useOutboxSettled(
  userKey: string | null,
  pathPattern: RegExp,
  onSettled: (settled: SettledRow[]) => void,
): void {
  const callback = useLatest(onSettled);
  const source = pathPattern.source;
  useEffect(() => {
    if (userKey === null) return;
    const pattern = new RegExp(source);
    return subscribeOutbox((message) => {
      if (message.user !== userKey) return;
      const mine = message.settled.filter((row) => pattern.test(new URL(row.path, location.origin).pathname));
      if (mine.length > 0) callback.current(mine);
    });
  }, [userKey, source, callback]);
}

/** Tokens the waiting rows will spend if applied (pending buys), so a balance can show them. */
export function pendingCost(rows: readonly OutboxRow[] | null): number {
  return (rows ?? []).filter(isWaiting).reduce((sum, row) => sum + row.cost, 0);
}
