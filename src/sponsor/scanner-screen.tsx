// /sponsor/scanner (seed-spec §2): the booth scanner. Each scan gives the company's own badge;
// beside it the number of visitors so far, the last visitor's lead to rate and note (issue 29,
// loaded after the first scan) and this session's scans.
import { lazy, Suspense, useMemo } from 'react';
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
  const origins = useMemo(() => cardOrigins(window.location.origin), []);
  const booth = useBooth(companyId, userKey);
  const scans = useBoothScans(userKey, booth.badge.reload);
  const name = booth.company.data?.name ?? companyName;

  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title="Scanner"
        subtitle="Scan visitors' badges to give them your booth badge."
        staleSince={booth.company.staleSince ?? booth.badge.staleSince}
      />
      <div className={pageStyles.split}>
        <ScanStation
          context={`${name} booth`}
          origins={origins}
          onScan={scans.onScan}
          actionLabel="Give badge"
        />
        <div className={styles.side}>
          <div className={styles.stats}>
            <p className={styles.stat} role="status">
              <strong className={styles.statNumber}>{scans.visitedCount}</strong> visited in this session
            </p>
            <p className={styles.stat}>
              <strong className={styles.statNumber}>{booth.visitorCount ?? '–'}</strong> visitors in all
            </p>
          </div>
          {scans.lastVisitor === null ? null : (
            <Suspense fallback={null}>
              <ScanLeadPanel userKey={userKey} visitor={scans.lastVisitor} />
            </Suspense>
          )}
          <ScanLog
            title="This session"
            entries={scans.entries}
            emptyText="Scan a visitor's badge QR. Each visit shows here."
          />
        </div>
      </div>
    </div>
  );
}
