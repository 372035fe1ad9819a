// One award session: each scan awards the badge (POST /api/redeems with a key and the time of the
// scan) and is logged, newest first, with the attendee's name once known (use-award-scans.ts); a
// scan kept in the outbox is listed there as "<badge> for <who>". A typed nickname or card code is
// turned into the attendee's id first (from the cache when this device has seen them); a code that
// cannot be looked up offline is sent as it is (award-target.ts).
import { t } from '@lingui/core/macro';
import { awardBadge } from '../api/redeems.ts';
import { useAwardScans } from '../award/use-award-scans.ts';

export function useAwardSession(badge: { id: number; name: string }, userKey: string) {
  const { id: badgeId, name: badgeName } = badge;
  const { entries, successCount, onScan } = useAwardScans(userKey, {
    send: ({ attendee, who, idempotencyKey, occurredAt }) =>
      awardBadge({ ...attendee, badgeId, idempotencyKey, occurredAt, label: t`${badgeName} for ${who}` }),
  });
  return { entries, awardedCount: successCount, onScan };
}
