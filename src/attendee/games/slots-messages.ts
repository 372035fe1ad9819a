// What the slots say after a spin, pure: the win ("×5 — you won 50 tokens"), the refund, the loss,
// and each way a bet can fail, in plain words (reference-client.md §2.7 had no error path at all).
import type { GameFailure, SlotsResult } from '../../api/games.ts';
import { describeSpinFailure, type GameMessage } from './game-messages.ts';

const amount = new Intl.NumberFormat('en');
const tokens = (n: number) => `${amount.format(n)} ${n === 1 ? 'token' : 'tokens'}`;
const times = (multiplier: number) => `×${amount.format(multiplier)}`;

export function describeSlotsResult({ multiplier, tokens: won }: SlotsResult, bet: number): GameMessage {
  if (multiplier <= 0 || won <= 0) {
    return {
      tone: 'info',
      title: 'No match this time',
      detail: `Your ${tokens(bet)} ${bet === 1 ? 'stays' : 'stay'} in the machine.`,
    };
  }
  if (multiplier === 1) {
    return {
      tone: 'info',
      title: `×1 — you got your ${tokens(won)} back`,
      detail: 'Break even. Spin again?',
    };
  }
  return {
    tone: 'success',
    title: `${times(multiplier)} — you won ${tokens(won)}`,
    detail: `That's ${tokens(won - bet)} more than you bet.`,
  };
}

export function describeSlotsFailure(failure: GameFailure): GameMessage {
  const { refusal, reason } = failure;
  switch (refusal) {
    case 'insufficient-balance':
      return {
        tone: 'error',
        title: 'Not enough tokens',
        detail: 'Nothing was taken. Lower your bet and try again.',
      };
    case 'bad-bet':
      return { tone: 'error', title: reason ?? 'That bet was refused', detail: 'Nothing was taken.' };
    default:
      return describeSpinFailure(failure, 'play');
  }
}
