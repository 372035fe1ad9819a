// In-process notices of committed writes, so caches (the leaderboard) and achievement checks
// react right after a commit. Publish only after the transaction has committed.
// Writes committed by another server process on the same PostgreSQL arrive as RemoteEvents
// (server/realtime/fanout.ts, coalesced): only caches listen to those, never the achievement
// checks, which the process that made the write already runs.
import { EventEmitter } from 'node:events';

export type AppEvent =
  | { type: 'badge-awarded'; attendeeId: string; badgeId: number }
  | { type: 'balance-changed'; attendeeId: string }
  | { type: 'profile-changed'; attendeeId: string }
  /** The organiser console changed a badge, store item or prize (issue 13): drop what holds them. */
  | { type: 'catalogue-changed' }
  /**
   * A password reset, a deleted account or a changed role (a removed sponsor account, an admin
   * flag): what every process keeps of the user's callers must go at once.
   */
  | { type: 'sessions-ended'; userId: number };

/** What another process committed: sessions that ended there, or any other write. */
export type RemoteEvent = { type: 'sessions-ended'; userId: number } | { type: 'writes-committed' };

export type AppEvents = {
  publish: (event: AppEvent) => void;
  /** This process's committed writes. */
  subscribe: (listener: (event: AppEvent) => void) => () => void;
  publishRemote: (event: RemoteEvent) => void;
  /** Other processes' committed writes (PostgreSQL only). */
  subscribeRemote: (listener: (event: RemoteEvent) => void) => () => void;
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
    publishRemote: (event) => emitter.emit('remote', event),
    subscribeRemote(listener) {
      emitter.on('remote', listener);
      return () => emitter.off('remote', listener);
    },
  };
}
