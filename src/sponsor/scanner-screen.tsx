// /sponsor/scanner (seed-spec §2): the booth scanner. Each scan gives the company's own badge;
// beside it the number of visitors so far, the last visitor's lead to rate and note (issue 29,
// loaded after the first scan) and this session's scans.
import { lazy, Suspense, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cardOrigins } from '../api/card-origins.ts';
import { useSession, useUserKey } from '../session/session-context.ts';
import { ScanLog } from '../ui/scanner/scan-log.tsx';
import { ScanStation } from '../ui/scanner/scan-station.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import styles from './components/sponsor.module.css';
import { useBooth } from './use-booth.ts';
import { useBoothScans } from './use-booth-scans.ts';

const ScanLeadPanel = lazy(async () => ({
  default: (await import('./leads/scan-lead-panel.tsx')).ScanLeadPanel,
}));

export function ScannerScreen() {
  const { user } = useSession();
  const userKey = useUserKey();
  if (user === null || userKey === null) return null;
  return <BoothScanner companyId={user.id} companyName={user.displayName} userKey={userKey} />;
}

type BoothScannerProps = { companyId: string; companyName: string; userKey: string };

function BoothScanner({ companyId, companyName, userKey }: BoothScannerProps) {
  const { t } = useLingui();
  const origins = useMemo(() => cardOrigins(window.location.origin), []);
  const booth = useBooth(companyId, userKey);
  const scans = useBoothScans(userKey, booth.badge.reload);
  const name = booth.company.data?.name ?? companyName;
  const visited = scans.visitedCount;
  const visitors = booth.visitorCount ?? '–';

  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title={t`Scanner`}
        subtitle={t`Scan visitors' badges to give them your booth badge.`}
        staleSince={booth.company.staleSince ?? booth.badge.staleSince}
      />
      <div className={pageStyles.split}>
        <ScanStation
          context={t`${name} booth`}
          origins={origins}
          onScan={scans.onScan}
          actionLabel={t`Give badge`}
        />
        <div className={styles.side}>
          <div className={styles.stats}>
            <p className={styles.stat} role="status">
              <Trans>
                <strong className={styles.statNumber}>{visited}</strong> visited in this session
              </Trans>
            </p>
            <p className={styles.stat}>
              <Trans>
                <strong className={styles.statNumber}>{visitors}</strong> visitors in all
              </Trans>
            </p>
          </div>
          {scans.lastVisitor === null ? null : (
            <Suspense fallback={null}>
              <ScanLeadPanel userKey={userKey} visitor={scans.lastVisitor} />
            </Suspense>
          )}
          <ScanLog
            title={t`This session`}
            entries={scans.entries}
            emptyText={t`Scan a visitor's badge QR. Each visit shows here.`}
          />
        </div>
      </div>
    </div>
  );
}
