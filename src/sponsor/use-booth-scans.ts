// Booth scans: each scan gives the company's own badge (POST /api/redeems without a badge; the
// server takes it from the caller), logged with the visitor's name once known.
import { useCallback, useMemo, useState } from 'react';
import { lookupAttendee } from '../api/attendees.ts';
import { awardBadge } from '../api/redeems.ts';
import { awardScanResult } from '../ui/scanner/award-feedback.ts';
import { shortWho, type ScanLogEntry } from '../ui/scanner/scan-log.tsx';
import type { ScannedCode, ScanResult } from '../ui/scanner/scan-station.tsx';

export function useBoothScans(userKey: string, onAwarded: () => void) {
  const [entries, setEntries] = useState<ScanLogEntry[]>([]);

  const onScan = useCallback(
    async (code: ScannedCode): Promise<ScanResult> => {
      const idempotencyKey = crypto.randomUUID();
      const occurredAt = new Date();
      const log = (who: string, result: ScanResult) =>
        setEntries((all) => [{ id: idempotencyKey, at: occurredAt, who, result }, ...all]);
      const found = code.by === 'nickname' ? await lookupAttendee(code, userKey).catch(() => null) : null;
      if (code.by === 'nickname' && found === null) {
        const result: ScanResult = { kind: 'failure', title: 'Nobody by that nickname' };
        log(shortWho(code), result);
        return result;
      }
      const attendeeId = code.by === 'id' ? code.id : (found?.id ?? '');
      const who = found?.name ?? shortWho(code);
      const label = `Booth visit of ${who}`;
      const outcome = await awardBadge({ attendeeId, badgeId: null, idempotencyKey, occurredAt, label });
      const result = awardScanResult(outcome, 'Visit recorded');
      log(who, result);
      if (outcome.kind === 'awarded') onAwarded();
      if (code.by === 'id' && outcome.kind !== 'unknown-attendee') {
        void lookupAttendee(code, userKey)
          .then((person) => {
            const who = person?.name ?? person?.nickname;
            if (who) setEntries((all) => all.map((e) => (e.id === idempotencyKey ? { ...e, who } : e)));
          })
          .catch(() => undefined);
      }
      return result;
    },
    [userKey, onAwarded],
  );

  const visitedCount = useMemo(() => entries.filter((e) => e.result.kind === 'success').length, [entries]);
  return { entries, visitedCount, onScan };
}
