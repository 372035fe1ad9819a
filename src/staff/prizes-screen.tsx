// /staff/prizes (seed-spec §2): scan an attendee (or type the code on their card or their
// nickname) to open what they are owed at /staff/prizes/:uuid.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { resolveAttendee } from '../api/attendees.ts';
import { cardOrigins } from '../api/card-origins.ts';
import { ScanStation, type ScannedCode, type ScanResult } from '../ui/scanner/scan-station.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { lookupFailure } from './lookup-failure.ts';
import { useUserKey } from '../session/session-context.ts';

export function PrizesScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const userKey = useUserKey();
  const origins = useMemo(() => cardOrigins(window.location.origin), []);

  const onScan = useCallback(
    async (code: ScannedCode): Promise<ScanResult> => {
      let id = code.by === 'id' ? code.id : null;
      if (code.by !== 'id' && userKey !== null) {
        const found = await resolveAttendee(code, userKey);
        if (typeof found === 'string') return lookupFailure(code, found);
        id = found.id;
      }
      if (id === null) return { kind: 'failure', title: t`Nobody by that nickname` };
      void navigate(`/staff/prizes/${id}`);
      return { kind: 'success', title: t`Opening…` };
    },
    [navigate, userKey, t],
  );

  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title={t`Prizes`}
        subtitle={t`Scan an attendee to hand over the store items and wheel prizes they are owed.`}
      />
      <ScanStation
        context={t`Scan to see what they are owed`}
        origins={origins}
        onScan={onScan}
        actionLabel={t`Open`}
      />
    </div>
  );
}
