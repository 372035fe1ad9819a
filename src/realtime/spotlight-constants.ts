// Every name and timing of the spotlight channel (DESIGN.md §6, seed-spec §9) in one place.

/** The socket's mount point; the phoenix client adds `/websocket`. */
export const SOCKET_PATH = '/socket';
export const SPOTLIGHT_TOPIC = 'spotlight';
export const SPOTLIGHT_EVENT = 'spotlight';

export const HEARTBEAT_MS = 30_000;
/** Reconnect a dropped socket, and rejoin a channel, every 10 s. */
export const RECONNECT_MS = 10_000;
export const REJOIN_MS = 10_000;
export const CHANNEL_TIMEOUT_MS = 10_000;
export const LONGPOLL_TIMEOUT_MS = 20_000;

/** Build flag: VITE_NOTIFICATIONS=false removes the spotlight feature (DESIGN.md §4). */
export const ARE_NOTIFICATIONS_ON = import.meta.env.VITE_NOTIFICATIONS !== 'false';
