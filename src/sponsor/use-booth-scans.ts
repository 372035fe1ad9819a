// Booth scans: each scan gives the company's own badge (POST /api/redeems without a badge; the
// server takes it from the caller), logged with the visitor's name once known. The last visitor
// scanned (sent, queued or already a visitor) is the one the lead panel rates (issue 29).
import { useCallback, useMemo, useState } from 'react';
import { lookupAttendee, resolveAttendee } from '../api/attendees.ts';
import { awardBadge, type AwardOutcome } from '../api/redeems.ts';
import { readBoothMember } from './leads/booth-member.ts';
import { awardScanResult } from '../award/award-feedback.ts';
import { scannedTarget, typedTarget } from '../award/award-target.ts';
import type { ScanLogEntry } from '../ui/scanner/scan-log.tsx';
import type { ScannedCode, ScanResult } from '../ui/scanner/scan-station.tsx';

/** A visitor whose lead can be edited now: known by id (a typed code offline is not). */
export type ScannedVisitor = { attendeeId: string; who: string; at: Date };

const IS_VISITOR: ReadonlySet<AwardOutcome['kind']> = new Set([
  'awarded',
  'queued',
  'already-queued',
  'already',
]);

export function useBoothScans(userKey: string, onAwarded: () => void) {
  const [entries, setEntries] = useState<ScanLogEntry[]>([]);
  const [lastVisitor, setLastVisitor] = useState<ScannedVisitor | null>(null);

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
      const label = `Booth visit of ${target.who}`;
      const outcome = await awardBadge({
        ...target.attendee,
        badgeId: null,
        idempotencyKey,
        occurredAt,
        label,
        boothMember: readBoothMember(),
      });
      const result = awardScanResult(outcome, 'Visit recorded');
      log(target.who, result);
      if (outcome.kind === 'awarded') onAwarded();
      if (IS_VISITOR.has(outcome.kind) && 'attendeeId' in target.attendee) {
        setLastVisitor({ attendeeId: target.attendee.attendeeId, who: target.who, at: occurredAt });
      }
      if (code.by === 'id' && outcome.kind !== 'unknown-attendee') {
        void lookupAttendee(code, userKey)
          .then((person) => {
            const who = person?.name ?? person?.nickname;
            if (!who) return;
            setEntries((all) => all.map((e) => (e.id === idempotencyKey ? { ...e, who } : e)));
            setLastVisitor((last) => (last?.at === occurredAt ? { ...last, who } : last));
          })
          .catch(() => undefined);
      }
      return result;
    },
    [userKey, onAwarded],
  );

  const visitedCount = useMemo(() => entries.filter((e) => e.result.kind === 'success').length, [entries]);
  return { entries, visitedCount, lastVisitor, onScan };
}
