// One award session: each scan awards the badge (POST /api/redeems with a key and the time of the
// scan) and is logged, newest first, with the attendee's name once known; a scan kept in the outbox
// is listed there as "<badge> for <who>". A typed nickname or card code is turned into the
// attendee's id first (from the cache when this device has seen them); a code that cannot be
// looked up offline is sent as it is (award-target.ts).
import { useCallback, useMemo, useState } from 'react';
import { lookupAttendee, resolveAttendee } from '../api/attendees.ts';
import { awardBadge } from '../api/redeems.ts';
import { awardScanResult } from '../award/award-feedback.ts';
import { nameOf, scannedTarget, typedTarget } from '../award/award-target.ts';
import type { ScanLogEntry } from '../ui/scanner/scan-log.tsx';
import type { ScannedCode, ScanResult } from '../ui/scanner/scan-station.tsx';

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
      const target =
        code.by === 'id' ? scannedTarget(code) : typedTarget(code, await resolveAttendee(code, userKey));
      if (target.kind === 'stop') {
        log(target.who, target.result);
        return target.result;
      }
      const label = `${badgeName} for ${target.who}`;
      const outcome = await awardBadge({ ...target.attendee, badgeId, idempotencyKey, occurredAt, label });
      const result = awardScanResult(outcome);
      log(target.who, result);
      if (code.by === 'id' && outcome.kind !== 'unknown-attendee') {
        void lookupAttendee(code, userKey)
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
