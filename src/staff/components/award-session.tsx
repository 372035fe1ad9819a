// Scanning attendees one after another for one badge: the scanner, this session's count and the
// running list of results. "All badges" goes back to the grid.
import { useMemo } from 'react';
import type { Badge } from '../../api/badges.ts';
import { cardOrigins } from '../../api/card-origins.ts';
import { ScanLog } from '../../ui/scanner/scan-log.tsx';
import { ScanStation } from '../../ui/scanner/scan-station.tsx';
import { pageStyles } from '../../ui/screen-header.tsx';
import { useAwardSession } from '../use-award-session.ts';
import styles from './award-session.module.css';

type AwardSessionProps = { badge: Badge; userKey: string; isSponsor: boolean };

export function AwardSession({ badge, userKey, isSponsor }: AwardSessionProps) {
  const origins = useMemo(() => cardOrigins(window.location.origin), []);
  const session = useAwardSession(badge, userKey);
  return (
    <div className={pageStyles.split}>
      <ScanStation
        context={isSponsor ? 'Giving your booth badge' : `Awarding · ${badge.name}`}
        origins={origins}
        onScan={session.onScan}
        actionLabel="Award"
      />
      <div className={styles.side}>
        <p className={styles.count} role="status">
          <strong className={styles.countNumber}>{session.awardedCount}</strong>{' '}
          {session.awardedCount === 1 ? 'badge awarded' : 'badges awarded'} this session
        </p>
        <ScanLog
          title="This session"
          entries={session.entries}
          emptyText="Scan an attendee's QR to award the badge. Each result shows here."
        />
      </div>
    </div>
  );
}
