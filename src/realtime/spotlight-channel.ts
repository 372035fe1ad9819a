// The spotlight channel (DESIGN.md §6) with the official phoenix client: one socket, topic
// `spotlight`, every `spotlight` push handed on. Deferred JS (DESIGN.md §7): use-spotlight.ts
// imports this module once the first screen is up, so no screen's first load carries phoenix.
import { Socket } from 'phoenix';
import { toSpotlight, type Spotlight } from '../api/spotlights.ts';
import { API_PREFIX } from '../api/client.ts';
import {
  CHANNEL_TIMEOUT_MS,
  HEARTBEAT_MS,
  LONGPOLL_TIMEOUT_MS,
  RECONNECT_MS,
  REJOIN_MS,
  SOCKET_PATH,
  SPOTLIGHT_EVENT,
  SPOTLIGHT_TOPIC,
} from './spotlight-constants.ts';

/** ws(s)://<api origin>/socket: the API's origin when VITE_API_URL names one, else this page's. */
function socketUrl(): string {
  const base = new URL(API_PREFIX, window.location.href);

  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return new URL(SOCKET_PATH, base).toString();
}

/** Joins the channel and calls `onSpotlight` for every push; the returned function leaves. */
export function joinSpotlightChannel(onSpotlight: (spotlight: Spotlight) => void): () => void {
  const socket = new Socket(socketUrl(), {
    heartbeatIntervalMs: HEARTBEAT_MS,
    reconnectAfterMs: () => RECONNECT_MS,
    rejoinAfterMs: () => REJOIN_MS,
    timeout: CHANNEL_TIMEOUT_MS,
    longpollerTimeout: LONGPOLL_TIMEOUT_MS,
  });
  socket.connect();
  const channel = socket.channel(SPOTLIGHT_TOPIC, {});
  channel.on(SPOTLIGHT_EVENT, (payload: unknown) => {
    try {
      onSpotlight(toSpotlight(payload));
    } catch {
      // A push of another shape is ignored; the next one replaces it.
    }
  });
  channel.join();
  return () => {
    channel.leave();
    socket.disconnect();
  };
}
