// One booth on the plan: a round button at the booth's centre, filled with a check once visited,
// an outline until then. Its name shows beside it once the plan is zoomed in far enough.
import type { BoothView } from '../venue-booths.ts';
import { VisitedMark } from './venue-glyphs.tsx';
import styles from './map.module.css';

type VenueMarkerProps = {
  booth: BoothView;
  isSelected: boolean;
  onSelect: (companyId: number) => void;
};

export function VenueMarker({ booth, isSelected, onSelect }: VenueMarkerProps) {
  const state = booth.isVisited ? 'visited' : 'not visited yet';
  return (
    <button
      type="button"
      className={styles.marker}
      style={{ left: `${booth.left}%`, top: `${booth.top}%` }}
      aria-pressed={isSelected}
      aria-label={`${booth.name}, ${booth.sponsorship}, ${state}`}
      onClick={() => onSelect(booth.companyId)}
    >
      <VisitedMark isVisited={booth.isVisited} />
      <span className={styles.markerName} aria-hidden="true">
        {booth.name}
      </span>
    </button>
  );
}
