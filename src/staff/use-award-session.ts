// One award session: each scan awards the badge (POST /api/redeems with a key and the time of the
// scan) and is logged, newest first, with the attendee's name once known; a scan kept in the outbox
// is listed there as "<badge> for <who>". A nickname is turned
// into the attendee's id first (from the cache when this device has seen them).
import { useCallback, useMemo, useState } from 'react';
import { lookupAttendee, type PublicAttendee } from '../api/attendees.ts';
import { awardBadge } from '../api/redeems.ts';
import { awardScanResult } from '../ui/scanner/award-feedback.ts';
import type { ScanLogEntry } from '../ui/scanner/scan-log.tsx';
import { shortWho } from '../ui/scanner/scan-log.tsx';
import type { ScannedCode, ScanResult } from '../ui/scanner/scan-station.tsx';

function nameOf(attendee: PublicAttendee): string {
  return attendee.name ?? attendee.nickname ?? `Card ${attendee.id.slice(0, 8)}`;
}

export function useAwardSession(badge: { id: number; name: string }, userKey: string) {
  const { id: badgeId, name: badgeName } = badge;
  const [entries, setEntries] = useState<ScanLogEntry[]>([]);

  const rename = useCallback((id: string, who: string) => {
    setEntries((all) => all.map((entry) => (entry.id === id ? { ...entry, who } : entry)));
  }, []);

  const onScan = useCallback(
    async (code: ScannedCode): Promise<ScanResult> => {
      const idempotencyKey = crypto.randomUUID();
      const occurredAt = new Date();
      const log = (who: string, result: ScanResult) =>
        setEntries((all) => [{ id: idempotencyKey, at: occurredAt, who, result }, ...all]);
      let attendeeId: string;
      let who = shortWho(code);
      if (code.by === 'nickname') {
        const found = await lookupAttendee(code, userKey).catch(() => null);
        if (found === null) {
          const result: ScanResult = { kind: 'failure', title: 'Nobody by that nickname', detail: null };
          log(who, result);
          return result;
        }
        attendeeId = found.id;
        who = nameOf(found);
      } else {
        attendeeId = code.id;
      }
      const label = `${badgeName} for ${who}`;
      const outcome = await awardBadge({ attendeeId, badgeId, idempotencyKey, occurredAt, label });
      const result = awardScanResult(outcome);
      log(who, result);
      if (code.by === 'id' && outcome.kind !== 'unknown-attendee') {
        void lookupAttendee({ by: 'id', id: attendeeId }, userKey)
          .then((found) => {
            if (found !== null) rename(idempotencyKey, nameOf(found));
          })
          .catch(() => undefined);
      }
      return result;
    },
    [badgeId, badgeName, userKey, rename],
  );

  const awardedCount = useMemo(() => entries.filter((e) => e.result.kind === 'success').length, [entries]);
  return { entries, awardedCount, onScan };
}
