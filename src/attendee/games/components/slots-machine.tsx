// The three reels. They turn while the bet is out, then stop left to right on the symbols of the
// line the server paid (a loss on a combination that pays nothing); a win lights the pay line.
// Positions go straight to each strip's transform (compositor only, no render per frame).
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLatest } from '../../../ui/use-latest.ts';
import { REEL_STRIPS, reelCoasts, reelLandings, symbolAt } from '../slots-reels.ts';
import { useIsReducedMotion } from '../use-reduced-motion.ts';
import type { SlotsSpin } from '../use-slots.ts';
import { useSpinMotion } from '../use-spin-motion.ts';
import { SlotsSymbol, SYMBOL_NAMES } from './slots-symbol.tsx';
import styles from './slots-machine.module.css';

/** NOTE: symbols per second; about 0.06 s a symbol reads as a blur without strobing. */
const SPEED_SYMBOLS_PER_S = 16;
/** Cells drawn above the first symbol of a strip, so a turning reel never shows a gap. */
const LEAD_CELLS = 2;

function stripTransform(position: number, length: number): string {
  const index = ((position % length) + length) % length;
  const cells = length + 2 * LEAD_CELLS;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS transform, not words
  return `translate3d(0, ${(-(index + LEAD_CELLS + 0.5) / cells) * 100}%, 0)`;
}

type SlotsMachineProps = { spin: SlotsSpin; onLanded: () => void };

export function SlotsMachine({ spin, onLanded }: SlotsMachineProps) {
  const { t, i18n } = useLingui();
  const strips = useRef<Array<HTMLDivElement | null>>([]);
  const isReduced = useIsReducedMotion();
  const motion = useSpinMotion(
    REEL_STRIPS.length,
    SPEED_SYMBOLS_PER_S,
    (positions) =>
      positions.forEach((p, reel) => {
        const strip = strips.current[reel];
        if (strip) strip.style.transform = stripTransform(p, REEL_STRIPS[reel]?.length ?? 1);
      }),
    isReduced,
  );
  const onLandedRef = useLatest(onLanded);

  const { phase } = spin;
  useEffect(() => {
    if (phase === 'spinning') motion.start();
    if (phase === 'failed') motion.coast(reelCoasts);
  }, [phase, motion]);

  const landing = spin.phase === 'landing' ? spin : null;
  const landedFor = useRef<SlotsSpin | null>(null);
  useEffect(() => {
    if (landing === null || landedFor.current === landing) return;
    landedFor.current = landing;
    const { symbols } = landing;
    motion.land(
      (positions, speed) =>
        symbols === null ? reelCoasts(positions, speed) : reelLandings(positions, symbols, speed),
      () => onLandedRef.current(),
    );
  }, [landing, motion, onLandedRef]);

  const isWin = spin.phase === 'done' && spin.result.multiplier > 0 && spin.symbols !== null;
  const shown = spin.phase === 'done' ? spin.symbols : null;
  const symbols = shown === null ? '' : shown.map((s) => i18n._(SYMBOL_NAMES[s])).join(', ');
  return (
    <div className={styles.cabinet} data-phase={spin.phase} data-win={isWin ? true : undefined}>
      <div className={styles.reels} aria-hidden="true">
        {REEL_STRIPS.map((strip, reel) => (
          <div key={reel} className={styles.window}>
            <div
              ref={(el) => {
                strips.current[reel] = el;
              }}
              className={styles.strip}
              style={{ transform: stripTransform(0, strip.length) }}
            >
              {Array.from({ length: strip.length + 2 * LEAD_CELLS }, (_, k) => (
                <div key={k} className={styles.cell}>
                  <SlotsSymbol symbol={symbolAt(reel, k - LEAD_CELLS)} />
                </div>
              ))}
            </div>
          </div>
        ))}
        <span className={styles.payline} />
      </div>
      <p className="visually-hidden">{shown === null ? t`Three reels.` : t`The reels show ${symbols}.`}</p>
    </div>
  );
}
