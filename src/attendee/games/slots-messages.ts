// What the slots say after a spin, pure: the win ("×5 — you won 50 tokens"), the refund, the loss,
// and each way a bet can fail, in plain words (reference-client.md §2.7 had no error path at all).
import { plural, t } from '@lingui/core/macro';
import { i18n } from '#i18n/runtime';
import type { GameFailure, SlotsResult } from '../../api/games.ts';
import { describeSpinFailure, type GameMessage } from './game-messages.ts';

export function describeSlotsResult({ multiplier, tokens: won }: SlotsResult, bet: number): GameMessage {
  const betText = new Intl.NumberFormat(i18n.locale).format(bet);
  if (multiplier <= 0 || won <= 0) {
    return {
      tone: 'info',
      title: t`No match this time`,
      detail:
        bet === 1 ? t`Your 1 token stays in the machine.` : t`Your ${betText} tokens stay in the machine.`,
    };
  }
  if (multiplier === 1) {
    return {
      tone: 'info',
      title: t`${plural(won, { one: '×1 — you got your # token back', other: '×1 — you got your # tokens back' })}`,
      detail: t`Break even. Spin again?`,
    };
  }
  const times = new Intl.NumberFormat(i18n.locale).format(multiplier);
  const more = won - bet;
  const moreText = new Intl.NumberFormat(i18n.locale).format(more);
  return {
    tone: 'success',
    title: t`${plural(won, { one: `×${times} — you won # token`, other: `×${times} — you won # tokens` })}`,
    detail:
      more === 1 ? t`That's 1 token more than you bet.` : t`That's ${moreText} tokens more than you bet.`,
  };
}

export function describeSlotsFailure(failure: GameFailure): GameMessage {
  const { refusal, reason } = failure;
  switch (refusal) {
    case 'insufficient-balance':
      return {
        tone: 'error',
        title: t`Not enough tokens`,
        detail: t`Nothing was taken. Lower your bet and try again.`,
      };
    case 'bad-bet':
      return { tone: 'error', title: reason ?? t`That bet was refused`, detail: t`Nothing was taken.` };
    default:
      return describeSpinFailure(failure, 'play');
  }
}
