// The plan's zoom buttons: −, + and back to the whole plan.
import { useLingui } from '@lingui/react/macro';
import { MAX_ZOOM, MIN_ZOOM } from '../use-venue-zoom.ts';
import styles from './map.module.css';

type VenueZoomControlsProps = {
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
};

/* eslint-disable lingui/no-unlocalized-strings -- SVG path data, not shown to people */
const ICONS = {
  in: 'M12 5v14M5 12h14',
  out: 'M5 12h14',
  whole: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
};
/* eslint-enable lingui/no-unlocalized-strings */

function ZoomButton({
  icon,
  label,
  ...rest
}: {
  icon: string;
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button type="button" className={styles.zoomButton} aria-label={label} title={label} {...rest}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d={icon} />
      </svg>
    </button>
  );
}

export function VenueZoomControls({ zoom, onZoomIn, onZoomOut, onReset }: VenueZoomControlsProps) {
  const { t } = useLingui();
  return (
    <div className={styles.zoomControls} role="group" aria-label={t`Zoom`}>
      <ZoomButton icon={ICONS.out} label={t`Zoom out`} onClick={onZoomOut} disabled={zoom <= MIN_ZOOM} />
      <ZoomButton icon={ICONS.in} label={t`Zoom in`} onClick={onZoomIn} disabled={zoom >= MAX_ZOOM} />
      <ZoomButton
        icon={ICONS.whole}
        label={t`Show the whole plan`}
        onClick={onReset}
        disabled={zoom <= MIN_ZOOM}
      />
    </div>
  );
}
