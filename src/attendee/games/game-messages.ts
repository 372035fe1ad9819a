// What both games say, pure: the message type, and the words for a failed spin whose cause is not
// the game's own (the session ended, no answer, anything else), so the slots and the wheel say
// them alike. Each game words its own refusals (slots-messages.ts, wheel-messages.ts).
import { t } from '@lingui/core/macro';
import type { GameFailure } from '../../api/games.ts';

export type GameMessage = { tone: 'success' | 'info' | 'error'; title: string; detail: string };

/** `act` is what the player signs in again to do: play (the slots), spin (the wheel). */
export function describeSpinFailure({ refusal, reason }: GameFailure, act: 'play' | 'spin'): GameMessage {
  switch (refusal) {
    case 'signed-out':
      return {
        tone: 'error',
        title: t`Your session has ended`,
        detail: act === 'play' ? t`Sign in again to play.` : t`Sign in again to spin.`,
      };
    case 'network':
      return {
        tone: 'error',
        title: t`No answer from the server`,
        detail: t`Spins are never saved for later. Your balance is being rechecked.`,
      };
    default:
      return {
        tone: 'error',
        title: t`The spin did not go through`,
        detail: reason ?? t`Try again in a moment.`,
      };
  }
}
