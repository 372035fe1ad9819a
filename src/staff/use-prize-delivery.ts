// What the scanned attendee is owed, both kinds, cache first then network; who they are; and one
// delivery at a time, each with its own key and time taken when staff confirm.
import { useCallback, useState } from 'react';
import { readAttendee, type PublicAttendee } from '../api/attendees.ts';
import { deliver, readOwed, type DeliveryOutcome, type Owed } from '../api/deliveries.ts';
import { useReading, type ReadingState } from '../ui/use-reading.ts';

export type DeliveryNote = { key: string; outcome: DeliveryOutcome; quantity: number };

export function usePrizeDelivery(attendeeId: string, userKey: string) {
  const items = useReading(`owed-items:${userKey}:${attendeeId}`, () =>
    readOwed('item', attendeeId, userKey),
  );
  const prizes = useReading(`owed-prizes:${userKey}:${attendeeId}`, () =>
    readOwed('prize', attendeeId, userKey),
  );
  const attendee: ReadingState<PublicAttendee> = useReading(`attendee:${userKey}:${attendeeId}`, () =>
    readAttendee({ by: 'id', id: attendeeId }, userKey),
  );
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [notes, setNotes] = useState<Record<string, DeliveryNote>>({});
  const { reload: reloadItems } = items;
  const { reload: reloadPrizes } = prizes;

  const hand = useCallback(
    async (owed: Owed, quantity: number) => {
      const rowKey = `${owed.kind}:${owed.id}`;
      setBusyKey(rowKey);
      const outcome = await deliver({
        attendeeId,
        kind: owed.kind,
        id: owed.id,
        quantity,
        idempotencyKey: crypto.randomUUID(),
        occurredAt: new Date(),
      });
      setBusyKey(null);
      setNotes((all) => ({ ...all, [rowKey]: { key: rowKey, outcome, quantity } }));
      if (outcome.kind === 'delivered') (owed.kind === 'item' ? reloadItems : reloadPrizes)();
    },
    [attendeeId, reloadItems, reloadPrizes],
  );

  return { items, prizes, attendee, busyKey, notes, hand };
}
