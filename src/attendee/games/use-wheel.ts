// The wheel screen's data and its spin: prizes, price and latest wins (cache then network), the
// balance around a spin, and idle → spinning (request out) → landing (answer in, wheel slowing
// onto the drawn prize) → done | failed. Spins go straight to the network, never queued
// (DESIGN.md §5); every way out re-enables SPIN, and after every answer the balance, the latest
// wins and the stock are read again so what is shown is the server's.
import { useRef, useState } from 'react';
import { toApiFailure } from '../../api/errors.ts';
import {
  readLatestWins,
  readSpinPrice,
  spinWheel,
  toGameFailure,
  type GameFailure,
  type LatestWin,
  type SpinOutcome,
} from '../../api/games.ts';
import type { Reading } from '../../offline/read-through.ts';
import { readPrizes, type Prize } from '../../api/prizes.ts';
import { useReading, type ReadingState } from '../../ui/use-reading.ts';
import { useGameBalance, type GameBalance } from './use-game-balance.ts';
import { useMe } from '../shared/use-me.ts';
import { wheelPrizes } from './wheel-geometry.ts';
import { outcomeTokens } from './wheel-messages.ts';
import { useUserKey } from '../../session/session-context.ts';

export type WheelSpin =
  | { phase: 'idle' }
  | { phase: 'spinning' }
  | { phase: 'landing'; outcome: SpinOutcome }
  | { phase: 'done'; outcome: SpinOutcome }
  | { phase: 'failed'; failure: GameFailure };

export type Wheel = {
  prizes: ReadingState<Prize[]>;
  price: ReadingState<number>;
  latestWins: ReadingState<LatestWin[]>;
  balance: GameBalance;
  /** The segments drawn: frozen from a spin's start until the next, so a result stays in place. */
  segments: Prize[];
  spin: WheelSpin;
  isBusy: boolean;
  start: () => Promise<void>;
  /** The wheel has stopped on `outcome`. */
  landed: (outcome: SpinOutcome) => void;
};

function useGameReading<T>(
  name: string,
  read: (userKey: string) => AsyncGenerator<Reading<T>, void, void>,
): ReadingState<T> {
  const userKey = useUserKey();
  return useReading(userKey === null ? null : `${name}:${userKey}`, () => read(userKey ?? ''));
}

export function useWheel(): Wheel {
  const prizes = useGameReading('wheel-prizes', readPrizes);
  const price = useGameReading('wheel-price', readSpinPrice);
  const latestWins = useGameReading('wheel-wins', readLatestWins);
  const balance = useGameBalance(useMe());
  const [spin, setSpin] = useState<WheelSpin>({ phase: 'idle' });
  const [frozen, setFrozen] = useState<Prize[] | null>(null);
  const isInFlight = useRef(false);
  const isBusy = spin.phase === 'spinning' || spin.phase === 'landing';
  const live = wheelPrizes(prizes.data ?? []);

  async function start() {
    // NOTE: a ref, not `isBusy`, so a double tap before the next render sends one spin.
    if (isInFlight.current || price.data === null) return;
    isInFlight.current = true;
    setFrozen(live);
    setSpin({ phase: 'spinning' });
    balance.spend(price.data);
    try {
      setSpin({ phase: 'landing', outcome: await spinWheel() });
    } catch (error) {
      isInFlight.current = false;
      setSpin({ phase: 'failed', failure: toGameFailure(await toApiFailure(error)) });
      balance.restore();
    }
  }

  function landed(outcome: SpinOutcome) {
    isInFlight.current = false;
    setSpin({ phase: 'done', outcome });
    balance.settle(outcomeTokens(outcome));
    latestWins.reload();
    prizes.reload();
  }

  return { prizes, price, latestWins, balance, segments: frozen ?? live, spin, isBusy, start, landed };
}
