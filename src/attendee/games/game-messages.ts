// What both games say, pure: the message type, and the words for a failed spin whose cause is not
// the game's own (the session ended, no answer, anything else), so the slots and the wheel say
// them alike. Each game words its own refusals (slots-messages.ts, wheel-messages.ts).
import type { GameFailure } from '../../api/games.ts';

export type GameMessage = { tone: 'success' | 'info' | 'error'; title: string; detail: string };

/** `act` is what the player signs in again to do: "play", "spin". */
export function describeSpinFailure({ refusal, reason }: GameFailure, act: string): GameMessage {
  switch (refusal) {
    case 'signed-out':
      return { tone: 'error', title: 'Your session has ended', detail: `Sign in again to ${act}.` };
    case 'network':
      return {
        tone: 'error',
        title: 'No answer from the server',
        detail: 'Spins are never saved for later. Your balance is being rechecked.',
      };
    default:
      return {
        tone: 'error',
        title: 'The spin did not go through',
        detail: reason ?? 'Try again in a moment.',
      };
  }
}
