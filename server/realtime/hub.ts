// The sockets of this process and the topics they joined; the only place that writes to a socket.
// A broadcast encodes its frame once per protocol version and hands it to every subscriber
// without waiting on any: `ws.send` only queues. NOTE: a socket whose queue passed
// maxBufferedBytes stopped reading and is terminated at its next send (DESIGN.md §8), so memory
// stays bounded and no slow client delays the others. It must not know what a spotlight is.
import WebSocket from 'ws';
import type { RealtimeLimits } from './limits.ts';
import { encodeFrame, pushFrame, type Frame, type Vsn } from './phoenix-frame.ts';

export type Conn = {
  readonly ws: WebSocket;
  readonly vsn: Vsn;
  /** Joined topic → its join ref. */
  readonly topics: Map<string, string | null>;
  lastSeenMs: number;
};

export type Hub = {
  connect: (ws: WebSocket, vsn: Vsn) => Conn;
  disconnect: (conn: Conn) => void;
  join: (conn: Conn, topic: string, joinRef: string | null) => void;
  leave: (conn: Conn, topic: string) => void;
  send: (conn: Conn, frame: Frame) => void;
  /** Sends to every socket joined to `topic`; returns how many it was handed to. */
  broadcast: (topic: string, event: string, payload: unknown) => number;
  /** Bumped by every broadcast on `topic`: a push read before it may be older than it. */
  generation: (topic: string) => number;
  stats: () => { connections: number; subscriptions: number };
  close: () => void;
};

export function createHub(limits: RealtimeLimits, clockMs: () => number = () => performance.now()): Hub {
  const conns = new Set<Conn>();
  const topics = new Map<string, Set<Conn>>();
  const generations = new Map<string, number>();

  function write(conn: Conn, text: string): boolean {
    const { ws } = conn;
    if (ws.readyState !== WebSocket.OPEN) return false;
    if (ws.bufferedAmount > limits.maxBufferedBytes) {
      ws.terminate(); // 'close' follows, and disconnect() forgets it
      return false;
    }
    ws.send(text);
    return true;
  }

  function leave(conn: Conn, topic: string) {
    conn.topics.delete(topic);
    const members = topics.get(topic);
    members?.delete(conn);
    if (members?.size === 0) topics.delete(topic);
  }

  function sweep() {
    const oldest = clockMs() - limits.idleMs;
    for (const conn of conns) if (conn.lastSeenMs < oldest) conn.ws.terminate();
  }
  const sweeper = setInterval(sweep, limits.sweepMs);
  sweeper.unref();

  return {
    connect(ws, vsn) {
      const conn: Conn = { ws, vsn, topics: new Map(), lastSeenMs: clockMs() };
      conns.add(conn);
      return conn;
    },
    disconnect(conn) {
      for (const topic of [...conn.topics.keys()]) leave(conn, topic);
      conns.delete(conn);
    },
    join(conn, topic, joinRef) {
      conn.topics.set(topic, joinRef);
      let members = topics.get(topic);
      if (!members) topics.set(topic, (members = new Set()));
      members.add(conn);
    },
    leave,
    send: (conn, frame) => void write(conn, encodeFrame(frame, conn.vsn)),
    broadcast(topic, event, payload) {
      generations.set(topic, (generations.get(topic) ?? 0) + 1);
      const members = topics.get(topic);
      if (!members) return 0;
      const frame = pushFrame(null, topic, event, payload);
      const texts: Partial<Record<Vsn, string>> = {};
      let handed = 0;
      for (const conn of members) {
        const text = (texts[conn.vsn] ??= encodeFrame(frame, conn.vsn));
        if (write(conn, text)) handed += 1;
      }
      return handed;
    },
    generation: (topic) => generations.get(topic) ?? 0,
    stats() {
      let subscriptions = 0;
      for (const members of topics.values()) subscriptions += members.size;
      return { connections: conns.size, subscriptions };
    },
    close() {
      clearInterval(sweeper);
      for (const conn of conns) conn.ws.terminate();
    },
  };
}
