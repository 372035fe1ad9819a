// The floor plan with every booth marked on it, in a scrollable frame that zooms, under a toolbar
// (the screen's view toggle, then the zoom buttons). Zooming with the buttons brings the picked
// booth, if any, to the middle. Until the drawing is there (or when it never came), the markers
// stay usable on a plain ground.
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { VenuePlan as Plan } from '../../../api/venue.ts';
import type { PlanImage } from '../use-venue.ts';
import { useNameFit } from '../use-name-fit.ts';
import { useVenueZoom } from '../use-venue-zoom.ts';
import { inPlanOrder, type BoothView } from '../venue-booths.ts';
import { VenueMarker } from './venue-marker.tsx';
import { VenueZoomControls } from './venue-zoom-controls.tsx';
import styles from './map.module.css';

type VenuePlanProps = {
  plan: Plan;
  image: PlanImage;
  booths: readonly BoothView[];
  selectedId: number | null;
  onSelect: (companyId: number) => void;
  toolbar: ReactNode;
};

export function VenuePlan({ plan, image, booths, selectedId, onSelect, toolbar }: VenuePlanProps) {
  const { t } = useLingui();
  const frameRef = useRef<HTMLDivElement>(null);
  const planRef = useRef<HTMLDivElement>(null);
  const zoom = useVenueZoom(frameRef, planRef);
  const ordered = useMemo(() => inPlanOrder(booths), [booths]);
  const selected = booths.find((b) => b.companyId === selectedId);
  const focus = selected ? { fx: selected.left / 100, fy: selected.top / 100 } : undefined;
  const layoutKey = `${zoom.zoom}:${ordered.map((b) => `${b.companyId}@${b.left},${b.top}`).join(';')}`;
  const named = useNameFit(planRef, selectedId, layoutKey);
  const sizing = { '--plan-aspect': plan.width / plan.height, '--zoom': zoom.zoom } as CSSProperties;

  return (
    <div className={styles.planArea} style={sizing}>
      <div className={styles.toolbar}>
        {toolbar}
        <VenueZoomControls
          zoom={zoom.zoom}
          onZoomIn={() => zoom.zoomIn(focus)}
          onZoomOut={() => zoom.zoomOut(focus)}
          onReset={zoom.reset}
        />
      </div>
      <div ref={frameRef} className={styles.frame} role="group" aria-label={t`Venue floor plan`}>
        <div ref={planRef} className={styles.plan}>
          {image.src === null ? null : (
            <img className={styles.planImage} src={image.src} alt="" draggable={false} />
          )}
          {ordered.map((booth) => (
            <VenueMarker
              key={booth.companyId}
              booth={booth}
              isSelected={booth.companyId === selectedId}
              isNamed={named.has(booth.companyId)}
              onSelect={onSelect}
            />
          ))}
        </div>
      </div>
      {image.src !== null ? null : (
        <p className={styles.planNote} data-tone={image.isMissing ? 'warning' : 'quiet'} role="status">
          {image.isMissing
            ? t`The floor plan drawing didn't load. Booths are still shown where they stand.`
            : t`Loading the floor plan drawing…`}
        </p>
      )}
    </div>
  );
}
