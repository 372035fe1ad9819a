// What the wheel says, pure: the result of a spin per outcome (a prize to collect, tokens, an
// entry, a badge, nothing), each way a spin can fail, why SPIN is disabled, and the ∞ of the
// prize table (provider-api.md §3: values above 1000 read as unlimited).
import type { GameFailure, SpinOutcome } from '../../api/games.ts';
import { describeSpinFailure, type GameMessage } from './game-messages.ts';

const amount = new Intl.NumberFormat('en');

export function describeOutcome(outcome: SpinOutcome): GameMessage {
  switch (outcome.kind) {
    case 'prize':
      return {
        tone: 'success',
        title: `You won ${outcome.prize.name}!`,
        detail: 'Go to the staff desk with your QR.',
      };
    case 'tokens':
      return {
        tone: 'success',
        title: `+${amount.format(outcome.tokens)} tokens`,
        detail: 'Added to your balance.',
      };
    case 'entries':
      return {
        tone: 'success',
        title:
          outcome.entries === 1
            ? '+1 entry in the final draw'
            : `+${outcome.entries} entries in the final draw`,
        detail: 'The more entries, the better your odds at the closing draw.',
      };
    case 'badge':
      return {
        tone: 'success',
        title: `New badge: ${outcome.badgeName}`,
        detail:
          outcome.badgeTokens > 0
            ? `It's in your Badgedex, with +${outcome.badgeTokens} tokens.`
            : "It's in your Badgedex.",
      };
    case 'no-effect':
      return {
        tone: 'info',
        title: 'No luck this time',
        detail: `${outcome.prize.name} came up, but you already have it.`,
      };
    case 'nothing':
      return {
        tone: 'info',
        title: 'Nothing this time',
        detail: `It landed on “${outcome.prize.name}”: there is nothing to collect. The next spin could be the one.`,
      };
  }
}

/** The tokens a spin added to the balance (the price was taken before the draw). */
export function outcomeTokens(outcome: SpinOutcome): number {
  if (outcome.kind === 'tokens') return outcome.tokens;
  if (outcome.kind === 'badge') return outcome.badgeTokens;
  return 0;
}

export function describeWheelFailure(failure: GameFailure, price: number | null): GameMessage {
  switch (failure.refusal) {
    case 'insufficient-balance':
      return {
        tone: 'error',
        title: 'Not enough tokens',
        detail: `${price === null ? '' : `A spin costs ${price} tokens. `}Nothing was taken. Collect badges to earn more.`,
      };
    case 'wheel-empty':
      return {
        tone: 'error',
        title: 'The wheel is resting',
        detail: 'There are no prizes to draw right now. Nothing was taken.',
      };
    default:
      return describeSpinFailure(failure, 'spin');
  }
}

export type WheelBlocker = {
  reason: 'offline' | 'loading' | 'unavailable' | 'no-prizes' | 'short';
  text: string;
};

export type WheelReadiness = {
  balance: number | null;
  price: number | null;
  /** Prizes the wheel can draw; null until the prizes are read. */
  prizeCount: number | null;
  isOnline: boolean;
  /** The balance, the price or the prizes could not be read at all. */
  hasLoadFailed: boolean;
};

/** Why the wheel cannot spin now, or null. */
export function wheelBlocker({
  balance,
  price,
  prizeCount,
  isOnline,
  hasLoadFailed,
}: WheelReadiness): WheelBlocker | null {
  if (!isOnline) {
    return {
      reason: 'offline',
      text: "You're offline. A spin needs the server's answer, so it can't wait for later.",
    };
  }
  if (balance === null || price === null || prizeCount === null) {
    return hasLoadFailed
      ? {
          reason: 'unavailable',
          text: 'Spinning opens once the wheel, its price and your balance have loaded.',
        }
      : { reason: 'loading', text: 'Loading the wheel…' };
  }
  if (prizeCount === 0) return { reason: 'no-prizes', text: 'The wheel has no prizes left to draw.' };
  if (balance < price) {
    return {
      reason: 'short',
      text: `You need ${price - balance} more tokens to spin. Collect badges to earn them.`,
    };
  }
  return null;
}

/** A quantity of the prize table: "∞" above 1000 (unlimited in practice). */
export function formatQuantity(value: number): string {
  return value > 1000 ? '∞' : amount.format(value);
}
