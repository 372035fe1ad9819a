// The bet box of the slots, pure: − and + step through round amounts, MAX bets the whole balance,
// typing keeps digits only, and why SPIN is disabled (with the reason shown under it).
import { t } from '@lingui/core/macro';
import { i18n } from '#i18n/runtime';

/** − and + move to the previous or next multiple of this. */
export const BET_STEP = 5;
/** The bet offered first, capped by the balance. */
export const DEFAULT_BET = 10;

/** The bet after − (direction −1) or + (+1): a round amount within 1..balance (1 when broke). */
export function stepBet(bet: number, direction: 1 | -1, balance: number): number {
  const ceiling = Math.max(1, balance);
  const next =
    direction === 1
      ? Math.floor(bet / BET_STEP) * BET_STEP + BET_STEP
      : Math.ceil(bet / BET_STEP) * BET_STEP - BET_STEP;
  return Math.min(ceiling, Math.max(1, next));
}

/** What the attendee typed, as a bet: digits only (a paste of "1,000" is 1000), null when empty. */
export function parseBetInput(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return null;
  const bet = Number(digits);
  return Number.isSafeInteger(bet) ? bet : Number.MAX_SAFE_INTEGER;
}

export const initialBet = (balance: number | null): number =>
  Math.max(1, Math.min(DEFAULT_BET, balance ?? DEFAULT_BET));

export type SlotsBlocker = {
  reason: 'offline' | 'balance-unknown' | 'no-tokens' | 'no-bet' | 'over-balance';
  text: string;
};

/** Why a bet cannot go out now, or null when SPIN may be pressed. */
export function slotsBlocker(
  bet: number | null,
  balance: number | null,
  isOnline: boolean,
): SlotsBlocker | null {
  if (!isOnline) {
    return {
      reason: 'offline',
      text: t`You're offline. A spin needs the server's answer, so it can't wait for later.`,
    };
  }
  if (balance === null) return { reason: 'balance-unknown', text: t`Checking your balance…` };
  if (balance < 1)
    return { reason: 'no-tokens', text: t`You have no tokens to bet. Collect badges to earn some.` };
  if (bet === null || bet < 1) return { reason: 'no-bet', text: t`Enter a bet of at least 1 token.` };
  const balanceText = new Intl.NumberFormat(i18n.locale).format(balance);
  if (bet > balance)
    return {
      reason: 'over-balance',
      text: balance === 1 ? t`You can bet up to 1 token.` : t`You can bet up to ${balanceText} tokens.`,
    };
  return null;
}
