// /staff/identifier (seed-spec §2): a continuous scanner that shows who each attendee is (picture,
// name, nickname, email) for the help desk; earlier people of this session stay listed below.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { cardOrigins } from '../api/card-origins.ts';
import { ScanStation } from '../ui/scanner/scan-station.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { PersonCard } from './components/person-card.tsx';
import { useIdentify } from './use-identify.ts';
import { useUserKey } from '../session/session-context.ts';

export function StaffIdentifierScreen() {
  const { t } = useLingui();
  const userKey = useUserKey() ?? '';
  const origins = useMemo(() => cardOrigins(window.location.origin), []);
  const identify = useIdentify(userKey);

  return (
    <div className={pageStyles.page}>
      <ScreenHeader title={t`Identifier`} subtitle={t`Scan a badge to see whose it is.`} />
      <div className={pageStyles.split}>
        <ScanStation
          context={t`Identify an attendee`}
          origins={origins}
          onScan={identify.onScan}
          actionLabel={t`Look up`}
        />
        <div className={pageStyles.header}>
          {identify.current === null ? (
            <p className={pageStyles.card}>
              <span className={pageStyles.muted}>
                <Trans>Nobody scanned yet. Their name, nickname and email show here.</Trans>
              </span>
            </p>
          ) : (
            <PersonCard person={identify.current} isLarge />
          )}
          {identify.earlier.length > 0 ? (
            <>
              <h2 className={pageStyles.sectionTitle}>
                <Trans>Earlier</Trans>
              </h2>
              {identify.earlier.map((person) => (
                <PersonCard key={person.id} person={person} />
              ))}
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
