// The slots screen's state: the pay table (cache then network), the bet, the balance around a
// spin, and idle → spinning (bet out) → landing (answer in, reels slowing onto the returned line)
// → done | failed. A bet goes straight to the network, never queued (DESIGN.md §5). Every way out
// re-enables SPIN; a failure shows the server's balance again at once (reference-client.md §2.7
// left the spinner and the balance stuck).
import { useEffect, useRef, useState } from 'react';
import { toApiFailure } from '../../api/errors.ts';
import {
  playSlots,
  readPaytable,
  toGameFailure,
  type GameFailure,
  type SlotsResult,
} from '../../api/games.ts';
import { useIsOnline } from '../../ui/use-online.ts';
import { useReading } from '../../ui/use-reading.ts';
import { initialBet, parseBetInput, slotsBlocker, stepBet, type SlotsBlocker } from './slots-bet.ts';
import { paytableLines, type PaytableLine } from './slots-paytable.ts';
import { symbolsFor, type SlotSymbol } from './slots-reels.ts';
import { useGameBalance, type GameBalance } from './use-game-balance.ts';
import { useMe } from '../shared/use-me.ts';
import { useUserKey } from '../../session/session-context.ts';

export type SlotsSpin =
  | { phase: 'idle' }
  | { phase: 'spinning'; bet: number }
  /** `symbols` is null for a multiplier with no symbol on the pay table as read. */
  | { phase: 'landing'; bet: number; result: SlotsResult; symbols: SlotSymbol[] | null }
  | { phase: 'done'; bet: number; result: SlotsResult; symbols: SlotSymbol[] | null }
  | { phase: 'failed'; bet: number; failure: GameFailure };

/** The server's pay table: `lines` is null until a reading arrives. */
export type Paytable = { lines: PaytableLine[] | null; hasFailed: boolean };

export type Slots = {
  paytable: Paytable;
  balance: GameBalance;
  /** The bet box's text (what the attendee typed, or the default). */
  betText: string;
  bet: number | null;
  setBetText: (text: string) => void;
  step: (direction: 1 | -1) => void;
  max: () => void;
  blocker: SlotsBlocker | null;
  spin: SlotsSpin;
  isBusy: boolean;
  start: () => Promise<void>;
  landed: () => void;
};

function usePaytable(): Paytable {
  const userKey = useUserKey();

  const reading = useReading(userKey === null ? null : `slots-paytable:${userKey}`, () =>
    readPaytable(userKey ?? ''),
  );
  const lines = reading.data === null ? null : paytableLines(reading.data);
  return { lines, hasFailed: lines === null && reading.error !== null };
}

export function useSlots(): Slots {
  const paytable = usePaytable();
  const balance = useGameBalance(useMe());
  const isOnline = useIsOnline();
  const [typed, setTyped] = useState<string | null>(null);
  const [spin, setSpin] = useState<SlotsSpin>({ phase: 'idle' });
  const isInFlight = useRef(false);
  // NOTE: the table as of the answer, not of the tap: it may arrive while the bet is out.
  const lines = useRef(paytable.lines);
  useEffect(() => {
    lines.current = paytable.lines;
  });
  const isBusy = spin.phase === 'spinning' || spin.phase === 'landing';
  const betText = typed ?? String(initialBet(balance.shown));
  const bet = parseBetInput(betText);
  const blocker = slotsBlocker(bet, balance.shown, isOnline);

  async function start() {
    // NOTE: a ref, not `isBusy`, so a double tap before the next render sends one bet.
    if (isInFlight.current || blocker !== null || bet === null) return;
    isInFlight.current = true;
    setSpin({ phase: 'spinning', bet });
    balance.spend(bet);
    try {
      const result = await playSlots(bet);
      setSpin({
        phase: 'landing',
        bet,
        result,
        symbols: symbolsFor(result.multiplier, lines.current ?? [], Math.random),
      });
    } catch (error) {
      isInFlight.current = false;
      setSpin({ phase: 'failed', bet, failure: toGameFailure(await toApiFailure(error)) });
      balance.restore();
    }
  }

  function landed() {
    if (spin.phase !== 'landing') return;
    isInFlight.current = false;
    setSpin({ ...spin, phase: 'done' });
    balance.settle(spin.result.tokens);
  }

  const ceiling = balance.shown ?? 0;
  return {
    paytable,
    balance,
    betText,
    bet,
    setBetText: (text) => setTyped(text.replace(/\D/g, '').slice(0, 9)),
    step: (direction) => setTyped(String(stepBet(bet ?? 0, direction, ceiling))),
    max: () => setTyped(String(Math.max(1, ceiling))),
    blocker,
    spin,
    isBusy,
    start,
    landed,
  };
}
