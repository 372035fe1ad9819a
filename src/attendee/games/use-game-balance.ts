// The balance the wheel and the slots show around a spin. The server's balance (GET /api/user) is
// the truth; while a spin is out the stake is shown as taken, once it lands the win is shown as
// added, and as soon as a fresh network reading of the user arrives it replaces the estimate.
// A failed spin drops the estimate at once, so the balance shown is the last one the server gave.
// Nothing is ever mutated in place (reference-client.md §2.7's drifting balance).
import { useState } from 'react';
import type { Me } from '../../api/me.ts';
import type { ReadingState } from '../../ui/use-reading.ts';

type Estimate = { from: Me; balance: number };

export type GameBalance = {
  /** The balance to show; null until the attendee is known. */
  shown: number | null;
  /** The attendee could not be read at all (no cache, no network). */
  hasFailed: boolean;
  /** A spin went out: show `stake` as taken. */
  spend: (stake: number) => void;
  /** The spin landed: show `gain` as added, and read the server's balance again. */
  settle: (gain: number) => void;
  /** The spin failed: show the server's balance again, and read it again. */
  restore: () => void;
};

export function useGameBalance(me: ReadingState<Me>): GameBalance {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const { data, isLoading, error, reload } = me;
  // A newer reading from the network is the server's answer: the estimate has served its purpose.
  const isAnswered = estimate !== null && data !== estimate.from && !isLoading && error === null;
  if (isAnswered) setEstimate(null);
  return {
    shown: isAnswered ? (data?.tokenBalance ?? null) : (estimate?.balance ?? data?.tokenBalance ?? null),
    hasFailed: data === null && error !== null,
    spend: (stake) => {
      if (data !== null) setEstimate({ from: data, balance: data.tokenBalance - stake });
    },
    settle: (gain) => {
      setEstimate((e) => (e === null ? null : { ...e, balance: e.balance + gain }));
      reload();
    },
    restore: () => {
      setEstimate(null);
      reload();
    },
  };
}
