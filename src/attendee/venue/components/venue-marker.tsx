// One booth on the plan: a round button at the booth's centre, filled with a check once visited,
// an outline until then. Its name shows under it where it covers no other name or marker (issue
// 23, use-name-fit.ts); laid out hidden otherwise, so it can be measured.
import { useLingui } from '@lingui/react/macro';
import { tierName } from '../venue-tiers.ts';
import type { BoothView } from '../venue-booths.ts';
import { VisitedMark } from './venue-glyphs.tsx';
import styles from './map.module.css';

type VenueMarkerProps = {
  booth: BoothView;
  isSelected: boolean;
  /** Its name has room on the plan, or it is the booth picked. */
  isNamed: boolean;
  onSelect: (companyId: number) => void;
};

export function VenueMarker({ booth, isSelected, isNamed, onSelect }: VenueMarkerProps) {
  const { t } = useLingui();
  const name = booth.name;
  const tier = tierName(booth.sponsorship);
  return (
    <button
      type="button"
      className={styles.marker}
      style={{ left: `${booth.left}%`, top: `${booth.top}%` }}
      aria-pressed={isSelected}
      data-booth={booth.companyId}
      aria-label={booth.isVisited ? t`${name}, ${tier}, visited` : t`${name}, ${tier}, not visited yet`}
      onClick={() => onSelect(booth.companyId)}
    >
      <VisitedMark isVisited={booth.isVisited} />
      <span className={styles.markerName} data-name data-shown={isNamed} aria-hidden="true">
        {booth.name}
      </span>
    </button>
  );
}
