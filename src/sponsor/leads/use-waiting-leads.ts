// The lead edits of `userKey` still waiting in the SW's outbox, re-read whenever the SW says the
// outbox changed; `onSettled` runs when one reaches the server (then the leads are read again).
// The outbox's page side is imported after the first screen (DESIGN.md §7 deferred JS).
import { useEffect, useMemo, useRef, useState } from 'react';
import { afterFirstScreen } from '../../deferred/after-first-screen.ts';
import { LEAD_PATH_PATTERN } from '../../api/leads.ts';
import type { OutboxRow } from '../../outbox/shared/row.ts';
import { waitingLeadEdits, type TimedEdit } from './lead-state.ts';

export function useWaitingLeads(userKey: string, onSettled: () => void): TimedEdit[] {
  const [rows, setRows] = useState<OutboxRow[]>([]);
  const settledRef = useRef(onSettled);
  useEffect(() => {
    settledRef.current = onSettled;
  });
  useEffect(() => {
    let isLive = true;
    let stop: (() => void) | undefined;
    afterFirstScreen(() => {
      void import('../../outbox/outbox-client.ts').then((outbox) => {
        if (!isLive) return;
        const read = () => void outbox.readOutbox(userKey).then((next) => isLive && setRows(next));
        read();
        stop = outbox.subscribeOutbox((message) => {
          if (message.user !== userKey) return;
          read();
          const isLead = (path: string) => LEAD_PATH_PATTERN.test(new URL(path, location.origin).pathname);
          if (message.settled.some((row) => isLead(row.path))) settledRef.current();
        });
      });
    });
    return () => {
      isLive = false;
      stop?.();
    };
  }, [userKey]);
  return useMemo(() => waitingLeadEdits(rows, LEAD_PATH_PATTERN, location.origin), [rows]);
}
