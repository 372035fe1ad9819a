// Scanning attendees one after another for one badge: the scanner, this session's count and the
// running list of results. "All badges" goes back to the grid.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const origins = useMemo(() => cardOrigins(window.location.origin), []);
  const session = useAwardSession(badge, userKey);
  const badgeName = badge.name;
  const awarded = session.awardedCount;
  return (
    <div className={pageStyles.split}>
      <ScanStation
        context={isSponsor ? t`Giving your booth badge` : t`Awarding · ${badgeName}`}
        origins={origins}
        onScan={session.onScan}
        actionLabel={t`Award`}
      />
      <div className={styles.side}>
        <p className={styles.count} role="status">
          <strong className={styles.countNumber}>{awarded}</strong>{' '}
          {t`${plural(awarded, { one: 'badge awarded this session', other: 'badges awarded this session' })}`}
        </p>
        <ScanLog
          title={t`This session`}
          entries={session.entries}
          emptyText={t`Scan an attendee's QR to award the badge. Each result shows here.`}
        />
      </div>
    </div>
  );
}
