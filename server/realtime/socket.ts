// One Phoenix socket (DESIGN.md §6, provider-api.md §5): heartbeats on topic `phoenix`, joins and
// leaves of `spotlight`, and the current spotlight pushed right after a join when one is running
// (DESIGN.md §3.1: nothing when none). A bad frame is answered when it carries a ref and a topic,
// else ignored; the socket lives on either way. Channel state is only the hub's subscriptions.
import type { FastifyBaseLogger } from 'fastify';
import type WebSocket from 'ws';
import { SPOTLIGHT_EVENT, SPOTLIGHT_TOPIC } from '#contract/constants';
import type { Hub } from './hub.ts';
import { decodeFrame, PHX, pushFrame, replyTo, type Frame, type Vsn } from './phoenix-frame.ts';

export type SocketDeps = {
  hub: Hub;
  /** The payload to push after a join, or null when nothing is running. */
  currentSpotlight: () => Promise<unknown>;
  log: FastifyBaseLogger;
  clockMs?: () => number;
};

/** The only topics a client may join. */
const TOPICS = new Set([SPOTLIGHT_TOPIC]);

export function serveSocket(ws: WebSocket, vsn: Vsn, deps: SocketDeps): void {
  const { hub } = deps;
  const clockMs = deps.clockMs ?? (() => performance.now());
  const conn = hub.connect(ws, vsn);

  function join(frame: Frame) {
    if (!TOPICS.has(frame.topic)) {
      hub.send(conn, replyTo(frame, 'error', { reason: 'unmatched topic' }));
      return;
    }
    // NOTE: vsn 1.0.0 has no join_ref; there the join's own ref is the channel's join ref.
    const joinRef = frame.joinRef ?? frame.ref;
    hub.join(conn, frame.topic, joinRef);
    hub.send(conn, replyTo(frame, 'ok'));
    // A broadcast while the current one loads carries newer news: then the load is dropped.
    const generation = hub.generation(frame.topic);
    deps.currentSpotlight().then(
      (payload) => {
        const isStillJoined = conn.topics.get(frame.topic) === joinRef;
        if (payload === null || !isStillJoined || hub.generation(frame.topic) !== generation) return;
        hub.send(conn, pushFrame(joinRef, frame.topic, SPOTLIGHT_EVENT, payload));
      },
      (err: unknown) => deps.log.error({ err }, 'loading the current spotlight failed'),
    );
  }

  function handle(frame: Frame) {
    if (frame.topic === PHX.topic) {
      const isHeartbeat = frame.event === PHX.heartbeat;
      hub.send(
        conn,
        replyTo(frame, isHeartbeat ? 'ok' : 'error', isHeartbeat ? {} : { reason: 'unmatched event' }),
      );
      return;
    }
    switch (frame.event) {
      case PHX.join:
        return join(frame);
      case PHX.leave:
        hub.leave(conn, frame.topic);
        return hub.send(conn, replyTo(frame, 'ok'));
      default: {
        // The spotlight channel takes no messages of its own; a topic never joined has no channel.
        const reason = conn.topics.has(frame.topic) ? 'unmatched event' : 'unmatched topic';
        return hub.send(conn, replyTo(frame, 'error', { reason }));
      }
    }
  }

  ws.on('message', (data, isBinary) => {
    conn.lastSeenMs = clockMs();
    if (isBinary) return; // only the JSON serializers are spoken here
    const decoded = decodeFrame(data.toString(), vsn);
    if (decoded.isValid) return handle(decoded.frame);
    const { joinRef, ref, topic } = decoded;
    if (ref !== null && topic !== null) {
      hub.send(conn, replyTo({ joinRef, ref, topic }, 'error', { reason: 'malformed message' }));
    }
  });
  ws.on('close', () => hub.disconnect(conn));
}
