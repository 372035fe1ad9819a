// Map or list: the list shows the same booths as text, for screen readers and small hands.
import styles from './map.module.css';

export type VenueView = 'map' | 'list';

const VIEWS: readonly [VenueView, string][] = [
  ['map', 'Map'],
  ['list', 'List view'],
];

export function VenueViewToggle({
  view,
  onChange,
}: {
  view: VenueView;
  onChange: (view: VenueView) => void;
}) {
  return (
    <div className={styles.toggle} role="group" aria-label="Show the booths as">
      {VIEWS.map(([value, label]) => (
        <button
          key={value}
          type="button"
          className={styles.toggleButton}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
