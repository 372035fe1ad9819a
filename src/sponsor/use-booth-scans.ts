// Booth scans: each scan gives the company's own badge (POST /api/redeems without a badge; the
// server takes it from the caller), logged with the visitor's name once known (use-award-scans.ts).
// The last visitor scanned (sent, queued or already a visitor) is the one the lead panel rates
// (issue 29).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { awardBadge, type AwardOutcome } from '../api/redeems.ts';
import { readBoothMember } from './leads/booth-member.ts';
import { useAwardScans } from '../award/use-award-scans.ts';

/** A visitor whose lead can be edited now: known by id (a typed code offline is not). */
export type ScannedVisitor = { attendeeId: string; who: string; at: Date };

const IS_VISITOR: ReadonlySet<AwardOutcome['kind']> = new Set([
  'awarded',
  'queued',
  'already-queued',
  'already',
]);

export function useBoothScans(userKey: string, onAwarded: () => void) {
  const { t } = useLingui();
  const [lastVisitor, setLastVisitor] = useState<ScannedVisitor | null>(null);
  const { entries, successCount, onScan } = useAwardScans(userKey, {
    send: ({ attendee, who, idempotencyKey, occurredAt }) =>
      awardBadge({
        ...attendee,
        badgeId: null,
        idempotencyKey,
        occurredAt,
        label: t`Booth visit of ${who}`,
        boothMember: readBoothMember(),
      }),
    awardedTitle: t`Visit recorded`,
    onSent: ({ attendee, who, occurredAt }, outcome) => {
      if (outcome.kind === 'awarded') onAwarded();
      if (IS_VISITOR.has(outcome.kind) && 'attendeeId' in attendee) {
        setLastVisitor({ attendeeId: attendee.attendeeId, who, at: occurredAt });
      }
    },
    nameFound: (person) => (person.name ?? person.nickname) || null,
    onNamed: ({ occurredAt }, who) =>
      setLastVisitor((last) => (last?.at === occurredAt ? { ...last, who } : last)),
  });
  return { entries, visitedCount: successCount, lastVisitor, onScan };
}
