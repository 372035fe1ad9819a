// The attendee's store buys still in the SW's outbox (DESIGN.md §5): what they will cost, so the
// balance shown counts them, and the rows themselves, for the inventory's "waiting to sync" list.
// `onSettled` runs when a queued buy reaches the server (applied or refused), so the screen reads
// the balance and stock again without a reload.
import { useMemo } from 'react';
import { isWaiting, type OutboxRow } from './shared/row.ts';
import { pendingCost, useOutboxRows, useOutboxSettled } from './use-outbox.ts';
import { useUserKey } from '../session/session-context.ts';

const BUY_PATH = /^\/api\/store\/buy\/?$/;

export type OutboxBuys = { pendingCost: number; pendingBuys: OutboxRow[] };

export function useOutboxBuys(onSettled: () => void): OutboxBuys {
  const userKey = useUserKey();
  const { rows } = useOutboxRows(userKey);
  useOutboxSettled(userKey, BUY_PATH, onSettled);
  return useMemo(() => {
    const buys = (rows ?? []).filter((row) => BUY_PATH.test(new URL(row.path, location.origin).pathname));
    return { pendingCost: pendingCost(buys), pendingBuys: buys.filter(isWaiting) };
  }, [rows]);
}
