// The small sheet for the booth tapped on the plan: company, tier, stand and whether it was
// visited. A bottom sheet on phones, a card beside the plan on wide screens; Escape closes it.
import { Trans, useLingui } from '@lingui/react/macro';
import { tierName } from '../venue-tiers.ts';
import { useEffect } from 'react';
import type { BoothView } from '../venue-booths.ts';
import { VisitedMark } from './venue-glyphs.tsx';
import styles from './map.module.css';

type VenueSheetProps = { booth: BoothView; onClose: () => void };

export function VenueSheet({ booth, onClose }: VenueSheetProps) {
  const { t } = useLingui();
  const name = booth.name;
  const stand = booth.label;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <section className={styles.sheet} aria-label={t`${name} booth`} aria-live="polite">
      <div className={styles.sheetHead}>
        <span className={styles.tier} data-tier={booth.sponsorship}>
          {tierName(booth.sponsorship)}
        </span>
        {stand ? (
          <span className={styles.stand}>
            <Trans>Stand {stand}</Trans>
          </span>
        ) : null}
        <button type="button" className={styles.sheetClose} onClick={onClose} aria-label={t`Close`}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="m6 6 12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <h2 className={styles.sheetName}>{booth.name}</h2>
      <p className={styles.sheetState} data-visited={booth.isVisited}>
        <VisitedMark isVisited={booth.isVisited} size="sm" />
        {booth.isVisited
          ? t`Visited: the booth badge is yours.`
          : t`Not visited yet. Drop by and get your QR scanned.`}
      </p>
    </section>
  );
}
