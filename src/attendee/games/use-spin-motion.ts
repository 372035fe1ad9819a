// The requestAnimationFrame engine behind the wheel and the reels: `start()` ramps up and turns
// while the server answers, `land()` decelerates onto the positions the answer calls for, and
// `coast()` slows to a stop after a failure. Positions are written straight to the DOM through
// `apply` (no React render per frame). With reduced motion nothing turns: `land()` jumps to the
// result at once (DESIGN.md §9).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLatest } from '../../ui/use-latest.ts';
import { coastPlan, positionAt, rampSpeed, type LandingPlan } from './spin-motion.ts';

/** NOTE: long enough to read as "starting", short enough that a fast answer never waits long. */
const RAMP_MS = 450;
const COAST_MS = 700;

export type PlanLanding = (positions: readonly number[], speedPerS: number) => LandingPlan[];

export type SpinMotion = {
  start: () => void;
  land: (plan: PlanLanding, onDone: () => void) => void;
  /** Slows to a stop; `plan` picks where (default: wherever the spinner gets to). */
  coast: (plan?: PlanLanding) => void;
};

type Phase =
  | { kind: 'rest' }
  | { kind: 'spin'; startedAt: number; pending: { plan: PlanLanding; onDone: () => void } | null }
  | { kind: 'land'; startedAt: number; plans: LandingPlan[]; onDone: () => void };

export function useSpinMotion(
  channels: number,
  speedPerS: number,
  apply: (positions: readonly number[]) => void,
  isReducedMotion: boolean,
): SpinMotion {
  const positions = useRef<number[]>([]);
  const phase = useRef<Phase>({ kind: 'rest' });
  const frame = useRef<number | null>(null);
  const lastAt = useRef(0);
  const applyRef = useLatest(apply);
  if (positions.current.length !== channels) positions.current = Array.from({ length: channels }, () => 0);

  const tick = useCallback(
    (now: number) => {
      const current = phase.current;
      const p = positions.current;
      if (current.kind === 'spin') {
        const speed = rampSpeed(speedPerS, now - current.startedAt, RAMP_MS);
        for (let i = 0; i < p.length; i += 1) p[i] = (p[i] ?? 0) + (speed * (now - lastAt.current)) / 1000;
        if (current.pending !== null && speed >= speedPerS) {
          const plans = current.pending.plan(p, speedPerS);
          phase.current = { kind: 'land', startedAt: now, plans, onDone: current.pending.onDone };
        }
      } else if (current.kind === 'land') {
        const elapsed = now - current.startedAt;
        current.plans.forEach((plan, i) => (p[i] = positionAt(plan, elapsed)));
        if (current.plans.every((plan) => elapsed >= plan.durationMs)) {
          phase.current = { kind: 'rest' };
          current.onDone();
        }
      }
      lastAt.current = now;
      applyRef.current(p);
      frame.current = phase.current.kind === 'rest' ? null : requestAnimationFrame(tick);
    },
    [speedPerS, applyRef],
  );

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return useMemo(() => {
    const run = () => {
      lastAt.current = performance.now();
      if (frame.current === null) frame.current = requestAnimationFrame(tick);
    };
    const jump = (plans: LandingPlan[], onDone: () => void) => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
      phase.current = { kind: 'rest' };
      plans.forEach((plan, i) => (positions.current[i] = plan.to));
      applyRef.current(positions.current);
      onDone();
    };
    return {
      start: () => {
        if (isReducedMotion) return;
        phase.current = { kind: 'spin', startedAt: performance.now(), pending: null };
        run();
      },
      land: (plan, onDone) => {
        const current = phase.current;
        if (current.kind === 'spin' && !isReducedMotion) current.pending = { plan, onDone };
        else jump(plan(positions.current, speedPerS), onDone);
      },
      coast: (plan = (positions, speed) => positions.map((from) => coastPlan(from, speed, COAST_MS))) => {
        const current = phase.current;
        if (current.kind !== 'spin') return;
        // NOTE: a failure during the ramp-up still coasts briskly, never in slow motion.
        const speed = Math.max(
          speedPerS / 2,
          rampSpeed(speedPerS, performance.now() - current.startedAt, RAMP_MS),
        );
        const plans = plan(positions.current, speed);
        phase.current = { kind: 'land', startedAt: performance.now(), plans, onDone: () => undefined };
        run();
      },
    };
  }, [tick, isReducedMotion, speedPerS, applyRef]);
}
