// The scan log of an award station (staff badges, sponsor booth scans): each scan is turned into
// its target (award-target.ts), sent with a key and the time of the scan, and logged, newest first,
// with the feedback bar's words; a scanned card's attendee is then looked up to name the entry.
// What is sent and what else a station keeps (the booth's last visitor) is the caller's.
import { useCallback, useMemo, useState } from 'react';
import { useLatest } from '../ui/use-latest.ts';
import { lookupAttendee, resolveAttendee, type PublicAttendee } from '../api/attendees.ts';
import type { AwardOutcome } from '../api/redeems.ts';
import { awardScanResult } from './award-feedback.ts';
import { nameOf, scannedTarget, typedTarget, type AwardTarget } from './award-target.ts';
import type { ScanLogEntry } from '../ui/scanner/scan-log.tsx';
import type { ScannedCode, ScanResult } from '../ui/scanner/scan-station.tsx';

/** One scan on its way: who it goes to, and the key and time it is sent with. */
export type AwardScan = Extract<AwardTarget, { kind: 'send' }> & { idempotencyKey: string; occurredAt: Date };

export type AwardScansOptions = {
  /** Sends the award of one scan (awardBadge with the station's badge and outbox label). */
  send: (scan: AwardScan) => Promise<AwardOutcome>;
  /** The feedback bar's title for an award made. */
  awardedTitle?: string;
  /** Runs once the award of a scan is answered. */
  onSent?: (scan: AwardScan, outcome: AwardOutcome) => void;
  /** The log's name for a scanned card's attendee once looked up; null keeps the short one. */
  nameFound?: (found: PublicAttendee) => string | null;
  /** Runs when a scan's entry is named. */
  onNamed?: (scan: AwardScan, who: string) => void;
};

export function useAwardScans(userKey: string, options: AwardScansOptions) {
  const [entries, setEntries] = useState<ScanLogEntry[]>([]);
  const optionsRef = useLatest(options);

  const onScan = useCallback(
    async (code: ScannedCode): Promise<ScanResult> => {
      const { send, awardedTitle, onSent, nameFound = nameOf, onNamed } = optionsRef.current;
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
      const scan: AwardScan = { ...target, idempotencyKey, occurredAt };
      const outcome = await send(scan);
      const result = awardScanResult(outcome, awardedTitle);
      log(target.who, result);
      onSent?.(scan, outcome);
      if (code.by === 'id' && outcome.kind !== 'unknown-attendee') {
        void lookupAttendee(code, userKey)
          .then((found) => {
            const who = found === null ? null : nameFound(found);
            if (who === null) return;
            setEntries((all) => all.map((e) => (e.id === idempotencyKey ? { ...e, who } : e)));
            onNamed?.(scan, who);
          })
          .catch(() => undefined);
      }
      return result;
    },
    [userKey, optionsRef],
  );

  const successCount = useMemo(() => entries.filter((e) => e.result.kind === 'success').length, [entries]);
  return { entries, successCount, onScan };
}
