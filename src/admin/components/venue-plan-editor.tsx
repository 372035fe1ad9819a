// The floor plan with every placed booth as a named marker (issue 13). A tap or click on the plan
// places the chosen sponsor's booth there; a marker is chosen by a tap and moved by dragging it.
// Pointer positions become plan units through the overlay <svg>, which carries the plan's own
// viewBox: getScreenCTM().inverse() maps screen pixels to its user units, whatever the zoom.
// The drawing itself is an <img> of a data: URL, so nothing in the organiser's file runs.
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { BoothPlace, ConsolePlan, VenueSponsor } from '../api/venue.ts';
import styles from './venue.module.css';

type Point = { x: number; y: number };

/** A drag shorter than this (CSS px) is a tap: it chooses the booth and leaves it where it is. */
const DRAG_START_PX = 4;
/** Plan units are kept to one decimal: finer than any drawing needs, and readable in the fields. */
const roundUnit = (n: number) => Math.round(n * 10) / 10;

/** Past this share of the plan's width a marker's name is drawn left of its dot. */
const FLIP_AFTER = 0.6;

const clampTo = (n: number, min: number, size: number) => Math.min(min + size, Math.max(min, n));

export const isOnPlan = (point: Point, plan: ConsolePlan) =>
  point.x === clampTo(point.x, plan.minX, plan.width) && point.y === clampTo(point.y, plan.minY, plan.height);

const percentOf = (point: Point, plan: ConsolePlan) => ({
  left: `${((point.x - plan.minX) / plan.width) * 100}%`,
  top: `${((point.y - plan.minY) / plan.height) * 100}%`,
});

/** Booths stand close together: a marker names its stand, or its company when it has no stand label. */
function markerText(sponsor: VenueSponsor & { booth: BoothPlace }, isSelected: boolean): string {
  const { label } = sponsor.booth;
  if (isSelected) return label ? `${label} · ${sponsor.name}` : sponsor.name;
  return label ?? sponsor.name;
}

type Drag = { id: number; startX: number; startY: number; point: Point | null };

export function VenuePlanEditor(props: {
  plan: ConsolePlan;
  image: string | null;
  sponsors: readonly VenueSponsor[];
  selectedId: number | null;
  isBusy: boolean;
  onSelect: (id: number) => void;
  onPlace: (id: number, place: Point) => void;
}) {
  const { plan, image, sponsors, selectedId, isBusy, onSelect, onPlace } = props;
  const { t } = useLingui();
  const svgRef = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);

  function toPlanPoint(clientX: number, clientY: number): Point | null {
    const ctm = svgRef.current?.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return {
      x: roundUnit(clampTo(p.x, plan.minX, plan.width)),
      y: roundUnit(clampTo(p.y, plan.minY, plan.height)),
    };
  }

  const onPlanClick = (event: React.MouseEvent<SVGSVGElement>) => {
    if (selectedId === null || isBusy) return;
    const point = toPlanPoint(event.clientX, event.clientY);
    if (point) onPlace(selectedId, point);
  };

  const onMarkerDown = (id: number, event: ReactPointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id, startX: event.clientX, startY: event.clientY, point: null });
  };
  const onMarkerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (!drag) return;
    const distance = Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY);
    if (drag.point === null && distance < DRAG_START_PX) return;
    setDrag({ ...drag, point: toPlanPoint(event.clientX, event.clientY) });
  };
  const onMarkerUp = (id: number) => {
    const moved = drag?.id === id ? drag.point : null;
    setDrag(null);
    onSelect(id);
    if (moved && !isBusy) onPlace(id, moved);
  };

  const placed = sponsors.filter((s): s is VenueSponsor & { booth: BoothPlace } => s.booth !== null);
  const selected = sponsors.find((s) => s.id === selectedId) ?? null;
  const selectedName = selected?.name;
  return (
    <div className={styles.planFrame}>
      <div
        className={`${styles.plan} ${selected ? styles.planPlacing : ''}`}
        style={{ aspectRatio: `${plan.width} / ${plan.height}` }}
      >
        {image ? <img className={styles.planImage} src={image} alt="" draggable={false} /> : null}
        <svg
          ref={svgRef}
          className={styles.planOverlay}
          viewBox={`${plan.minX} ${plan.minY} ${plan.width} ${plan.height}`}
          role="img"
          aria-label={
            selected
              ? t`Floor plan: tap where ${selectedName}'s booth stands`
              : t`Floor plan: choose a sponsor first`
          }
          onClick={onPlanClick}
        >
          <rect x={plan.minX} y={plan.minY} width={plan.width} height={plan.height} fill="transparent" />
        </svg>
        {placed.map((sponsor) => {
          const isOff = !isOnPlan(sponsor.booth, plan);
          // A booth a new plan left outside is drawn on the nearest edge, marked, to be moved.
          const point =
            drag?.id === sponsor.id && drag.point
              ? drag.point
              : {
                  x: clampTo(sponsor.booth.x, plan.minX, plan.width),
                  y: clampTo(sponsor.booth.y, plan.minY, plan.height),
                };
          const isSelected = sponsor.id === selectedId;
          // Names of booths in the right part of the plan go on the dot's left, inside the plan.
          const isFlipped = (point.x - plan.minX) / plan.width > FLIP_AFTER;
          const { name } = sponsor;
          const stand = sponsor.booth.label;
          const markerLabel = stand
            ? isOff
              ? t`${name}, stand ${stand}, off the plan: choose to move`
              : t`${name}, stand ${stand}: choose to move`
            : isOff
              ? t`${name}, off the plan: choose to move`
              : t`${name}: choose to move`;
          return (
            <button
              key={sponsor.id}
              type="button"
              className={[
                styles.marker,
                isSelected ? styles.markerSelected : '',
                isFlipped ? styles.markerFlipped : '',
              ].join(' ')}
              style={percentOf(point, plan)}
              aria-pressed={isSelected}
              aria-label={markerLabel}
              onPointerDown={(event) => onMarkerDown(sponsor.id, event)}
              onPointerMove={onMarkerMove}
              onPointerUp={() => onMarkerUp(sponsor.id)}
              onPointerCancel={() => setDrag(null)}
              onClick={() => onSelect(sponsor.id)}
            >
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.markerName}>{markerText(sponsor, isSelected)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
