// The prize wheel: one equal segment per prize it can draw, a fixed pointer at the top, and the
// motion of a spin (use-spin-motion.ts). It turns while the server answers, then slows onto the
// segment of the prize the server drew and lights it up; after a failure it coasts to a stop.
// The rotor is an HTML-level transform (compositor only, no re-render per frame).
import { useEffect, useRef } from 'react';
import { useLatest } from '../../../ui/use-latest.ts';
import type { SpinOutcome } from '../../../api/games.ts';
import type { Prize } from '../../../api/prizes.ts';
import { coastPlan, landingPlan } from '../spin-motion.ts';
import { useIsReducedMotion } from '../use-reduced-motion.ts';
import { useSpinMotion } from '../use-spin-motion.ts';
import type { WheelSpin } from '../use-wheel.ts';
import { labelPlacement, paletteIndex, restingRotation, segmentPath, shortLabel } from '../wheel-geometry.ts';
import styles from './wheel-disc.module.css';

/** NOTE: about 1.7 turns a second: fast enough to read as a spin, slow enough to follow. */
const SPEED_DEG_PER_S = 600;
/** At least 1.5 turns once the answer is in, so even an instant answer gets a real spin. */
const MIN_TRAVEL_DEG = 540;
const RADIUS = 184;
/** Labels end short of the rim, clear of the pointer's tip. */
const LABEL_RADIUS = 158;
const LABEL_MAX_CHARS = 15;
const BULBS = 24;

type WheelDiscProps = {
  segments: readonly Prize[];
  spin: WheelSpin;
  onLanded: (outcome: SpinOutcome) => void;
};

export function WheelDisc({ segments, spin, onLanded }: WheelDiscProps) {
  const rotor = useRef<SVGSVGElement>(null);
  const isReduced = useIsReducedMotion();
  const motion = useSpinMotion(
    1,
    SPEED_DEG_PER_S,
    ([deg = 0]) => rotor.current?.style.setProperty('transform', `rotate(${deg}deg)`),
    isReduced,
  );
  const landedFor = useRef<SpinOutcome | null>(null);
  const onLandedRef = useLatest(onLanded);

  const { phase } = spin;
  useEffect(() => {
    if (phase === 'spinning') motion.start();
    if (phase === 'failed') motion.coast();
  }, [phase, motion]);

  const outcome = spin.phase === 'landing' ? spin.outcome : null;
  useEffect(() => {
    if (outcome === null || landedFor.current === outcome) return;
    landedFor.current = outcome;
    const index = segments.findIndex((prize) => prize.id === outcome.prize.id);
    // A stop inside the segment, away from its edges; the client picks where, never what.
    const rest = restingRotation(Math.max(0, index), segments.length, 0.2 + Math.random() * 0.6);
    motion.land(
      ([from = 0], speed) =>
        index < 0 ? [coastPlan(from, speed, 700)] : [landingPlan(from, rest, 360, speed, MIN_TRAVEL_DEG)],
      () => onLandedRef.current(outcome),
    );
  }, [outcome, segments, motion, onLandedRef]);

  const wonId = spin.phase === 'done' ? spin.outcome.prize.id : null;
  const count = segments.length;
  return (
    <div className={styles.frame} data-phase={spin.phase} data-won={wonId === null ? undefined : true}>
      <svg
        ref={rotor}
        className={styles.rotor}
        viewBox="-200 -200 400 400"
        aria-hidden="true"
        focusable="false"
      >
        <circle r="198" className={styles.rim} />
        {Array.from({ length: BULBS }, (_, i) => (
          <circle
            key={i}
            r="3.2"
            cx={193 * Math.sin((i * 2 * Math.PI) / BULBS)}
            cy={-193 * Math.cos((i * 2 * Math.PI) / BULBS)}
            className={styles.bulb}
          />
        ))}
        {segments.map((prize, i) => {
          const label = labelPlacement(i, count, LABEL_RADIUS);
          return (
            <g
              key={prize.id}
              className={styles.segment}
              data-colour={prize.isNothing ? 'nothing' : paletteIndex(i, count)}
              data-won={prize.id === wonId ? true : undefined}
            >
              <path d={segmentPath(i, count, RADIUS)} />
              <text transform={`rotate(${label.rotateDeg})`} x={label.x} y="0" textAnchor={label.anchor}>
                {shortLabel(prize.name, LABEL_MAX_CHARS)}
              </text>
            </g>
          );
        })}
        <circle r="40" className={styles.hub} />
        <circle r="28" className={styles.hubInner} />
      </svg>
      <svg className={styles.pointer} viewBox="0 0 40 48" aria-hidden="true" focusable="false">
        <path d="M4 4h32L20 44z" />
      </svg>
    </div>
  );
}
