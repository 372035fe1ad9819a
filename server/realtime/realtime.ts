// The realtime side of one server process (DESIGN.md §6): the hub of its sockets, what a socket
// needs, and the fan-out that joins it to the other processes. A spotlight start is broadcast
// here at once and sent to the others; a spotlight from another process is broadcast here only.
// This process's committed writes go to the others coalesced (one NOTIFY per coalesceMs window,
// a session end at once), so their caches drop what those writes changed.
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { SPOTLIGHT_EVENT, SPOTLIGHT_TOPIC } from '#contract/constants';
import type { SpotlightJson } from '../contract/spotlights.ts';
import type { AppEvents } from './events.ts';
import { createFanout, type FanoutMessage } from './fanout.ts';
import { createHub, type Hub } from './hub.ts';
import type { RealtimeLimits } from './limits.ts';
import type { SocketDeps } from './socket.ts';

export type Realtime = {
  hub: Hub;
  socket: SocketDeps;
  announceSpotlight: (spotlight: SpotlightJson) => void;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

/** Concurrent callers share one load (10,000 joins at once run one query). */
function singleFlight<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => (pending ??= load().finally(() => (pending = null)));
}

export function createRealtime(deps: {
  pool: pg.Pool | null;
  events: AppEvents;
  limits: RealtimeLimits;
  log: FastifyBaseLogger;
  loadSpotlight: () => Promise<SpotlightJson | null>;
}): Realtime {
  const { events, log } = deps;
  const hub = createHub(deps.limits);
  const currentSpotlight = singleFlight(deps.loadSpotlight);
  const broadcast = (spotlight: SpotlightJson) => hub.broadcast(SPOTLIGHT_TOPIC, SPOTLIGHT_EVENT, spotlight);

  function onMessage(message: FanoutMessage) {
    switch (message.kind) {
      case 'spotlight':
        return void broadcast(message.spotlight);
      case 'sessions-ended':
        return events.publishRemote({ type: 'sessions-ended', userId: message.userId });
      case 'writes-committed':
        return events.publishRemote({ type: 'writes-committed' });
    }
  }

  function onResync() {
    events.publishRemote({ type: 'writes-committed' });
    currentSpotlight().then(
      (spotlight) => spotlight && broadcast(spotlight),
      (err: unknown) => log.error({ err }, 'realtime: re-reading the spotlight failed'),
    );
  }

  const fanout = createFanout({ pool: deps.pool, limits: deps.limits, log, onMessage, onResync });
  let flush: NodeJS.Timeout | null = null;
  const unsubscribe = fanout.isShared
    ? events.subscribe((event) => {
        if (event.type === 'sessions-ended') return fanout.send({ kind: event.type, userId: event.userId });
        flush ??= setTimeout(() => {
          flush = null;
          fanout.send({ kind: 'writes-committed' });
        }, deps.limits.coalesceMs);
      })
    : () => {};

  return {
    hub,
    socket: { hub, currentSpotlight, log },
    announceSpotlight(spotlight) {
      broadcast(spotlight);
      fanout.send({ kind: 'spotlight', spotlight });
    },
    start: () => fanout.start(),
    async close() {
      unsubscribe();
      if (flush !== null) {
        clearTimeout(flush);
        fanout.send({ kind: 'writes-committed' }); // the pool closes after the app
      }
      hub.close();
      await fanout.close();
    },
  };
}
