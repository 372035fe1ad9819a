// The lead edits of `userKey` still waiting in the SW's outbox; `onSettled` runs when one reaches
// the server (then the leads are read again). The outbox's page side is imported after the first
// screen (DESIGN.md §7 deferred JS; src/outbox/use-deferred-outbox-rows.ts).
import { useMemo } from 'react';
import { LEAD_PATH_PATTERN } from '../../api/leads.ts';
import { useDeferredOutboxRows } from '../../outbox/use-deferred-outbox-rows.ts';
import { waitingLeadEdits, type TimedEdit } from './lead-state.ts';

export function useWaitingLeads(userKey: string, onSettled: () => void): TimedEdit[] {
  const rows = useDeferredOutboxRows(userKey, LEAD_PATH_PATTERN, onSettled);
  return useMemo(() => waitingLeadEdits(rows, LEAD_PATH_PATTERN, location.origin), [rows]);
}
