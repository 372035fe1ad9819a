// In-process notices of committed writes, so caches (the leaderboard) and achievement checks
// react right after a commit. Publish only after the transaction has committed.
// NOTE: with several server processes on PostgreSQL these must also travel over LISTEN/NOTIFY
// (server/realtime/fanout.ts, the realtime issue); until then each process sees its own writes.
import { EventEmitter } from 'node:events';

export type AppEvent =
  | { type: 'badge-awarded'; attendeeId: string; badgeId: number }
  | { type: 'balance-changed'; attendeeId: string }
  | { type: 'profile-changed'; attendeeId: string }
  /** A password reset or a deleted account: tokens signed before it must stop working at once. */
  | { type: 'sessions-ended'; userId: number };

export type AppEvents = {
  publish: (event: AppEvent) => void;
  subscribe: (listener: (event: AppEvent) => void) => () => void;
};

export function createAppEvents(): AppEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  return {
    publish: (event) => emitter.emit('event', event),
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}
