// What the wheel says, pure: the result of a spin per outcome (a prize to collect, tokens, an
// entry, a badge, nothing), each way a spin can fail, why SPIN is disabled, and the ∞ of the
// prize table (provider-api.md §3: values above 1000 read as unlimited).
import { plural, t } from '@lingui/core/macro';
import { i18n } from '#i18n/runtime';
import type { GameFailure, SpinOutcome } from '../../api/games.ts';
import { describeSpinFailure, type GameMessage } from './game-messages.ts';

export function describeOutcome(outcome: SpinOutcome): GameMessage {
  switch (outcome.kind) {
    case 'prize': {
      const prize = outcome.prize.name;
      return {
        tone: 'success',
        title: t`You won ${prize}!`,
        detail: t`Go to the staff desk with your QR.`,
      };
    }
    case 'tokens':
      return {
        tone: 'success',
        title: t`${plural(outcome.tokens, { one: '+# token', other: '+# tokens' })}`,
        detail: t`Added to your balance.`,
      };
    case 'entries':
      return {
        tone: 'success',
        title: t`${plural(outcome.entries, { one: '+# entry in the final draw', other: '+# entries in the final draw' })}`,
        detail: t`The more entries, the better your odds at the closing draw.`,
      };
    case 'badge': {
      const badge = outcome.badgeName;
      const badgeTokens = new Intl.NumberFormat(i18n.locale).format(outcome.badgeTokens);
      return {
        tone: 'success',
        title: t`New badge: ${badge}`,
        detail:
          outcome.badgeTokens > 0
            ? outcome.badgeTokens === 1
              ? t`It's in your Badgedex, with +1 token.`
              : t`It's in your Badgedex, with +${badgeTokens} tokens.`
            : t`It's in your Badgedex.`,
      };
    }
    case 'no-effect': {
      const prize = outcome.prize.name;
      return {
        tone: 'info',
        title: t`No luck this time`,
        detail: t`${prize} came up, but you already have it.`,
      };
    }
    case 'nothing': {
      const prize = outcome.prize.name;
      return {
        tone: 'info',
        title: t`Nothing this time`,
        detail: t`It landed on “${prize}”: there is nothing to collect. The next spin could be the one.`,
      };
    }
  }
}

/** The tokens a spin added to the balance (the price was taken before the draw). */
export function outcomeTokens(outcome: SpinOutcome): number {
  if (outcome.kind === 'tokens') return outcome.tokens;
  if (outcome.kind === 'badge') return outcome.badgeTokens;
  return 0;
}

export function describeWheelFailure(failure: GameFailure, price: number | null): GameMessage {
  const priceText = price === null ? '' : new Intl.NumberFormat(i18n.locale).format(price);
  switch (failure.refusal) {
    case 'insufficient-balance':
      return {
        tone: 'error',
        title: t`Not enough tokens`,
        detail:
          price === null
            ? t`Nothing was taken. Collect badges to earn more.`
            : price === 1
              ? t`A spin costs 1 token. Nothing was taken. Collect badges to earn more.`
              : t`A spin costs ${priceText} tokens. Nothing was taken. Collect badges to earn more.`,
      };
    case 'wheel-empty':
      return {
        tone: 'error',
        title: t`The wheel is resting`,
        detail: t`There are no prizes to draw right now. Nothing was taken.`,
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
      text: t`You're offline. A spin needs the server's answer, so it can't wait for later.`,
    };
  }
  if (balance === null || price === null || prizeCount === null) {
    return hasLoadFailed
      ? {
          reason: 'unavailable',
          text: t`Spinning opens once the wheel, its price and your balance have loaded.`,
        }
      : { reason: 'loading', text: t`Loading the wheel…` };
  }
  if (prizeCount === 0) return { reason: 'no-prizes', text: t`The wheel has no prizes left to draw.` };
  if (balance < price) {
    const missing = price - balance;
    const missingText = new Intl.NumberFormat(i18n.locale).format(missing);
    return {
      reason: 'short',
      text:
        missing === 1
          ? t`You need 1 more token to spin. Collect badges to earn it.`
          : t`You need ${missingText} more tokens to spin. Collect badges to earn them.`,
    };
  }
  return null;
}

/** A quantity of the prize table: "∞" above 1000 (unlimited in practice). */
export function formatQuantity(value: number): string {
  return value > 1000 ? '∞' : new Intl.NumberFormat(i18n.locale).format(value);
}
