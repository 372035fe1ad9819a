// Map or list: the list shows the same booths as text, for screen readers and small hands.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '#i18n/runtime';
import styles from './map.module.css';

export type VenueView = 'map' | 'list';

const VIEWS: readonly [VenueView, MessageDescriptor][] = [
  ['map', msg`Map`],
  ['list', msg`List view`],
];

export function VenueViewToggle({
  view,
  onChange,
}: {
  view: VenueView;
  onChange: (view: VenueView) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.toggle} role="group" aria-label={t`Show the booths as`}>
      {VIEWS.map(([value, label]) => (
        <button
          key={value}
          type="button"
          className={styles.toggleButton}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          {i18n._(label)}
        </button>
      ))}
    </div>
  );
}
