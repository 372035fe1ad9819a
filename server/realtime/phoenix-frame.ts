// The Phoenix Channels JSON codec (DESIGN.md §6, provider-api.md §5): vsn 2.0.0 frames are arrays
// `[join_ref, ref, topic, event, payload]`, vsn 1.0.0 frames objects `{topic, event, payload, ref}`
// (still accepted by the provider). Pure: text in, a frame or what could be read of a bad one out.
// NOTE: refs are strings on the wire; a number is taken as its decimal string, as Phoenix's own
// JSON decoding would hand it to a reply unchanged.

export type Vsn = '1.0.0' | '2.0.0';

export type Frame = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
};

/** A frame, or a bad one with the ref and topic it carried (a reply needs both). */
export type Decoded =
  | { isValid: true; frame: Frame }
  | { isValid: false; joinRef: string | null; ref: string | null; topic: string | null };

export const PHX = {
  topic: 'phoenix',
  heartbeat: 'heartbeat',
  join: 'phx_join',
  leave: 'phx_leave',
  reply: 'phx_reply',
  close: 'phx_close',
  error: 'phx_error',
} as const;

/** The websocket subprotocol the client asks for when it passes a token; the server must pick it. */
export const SUBPROTOCOL = 'phoenix';

/** Refs, topics and events longer than this are not ours (the binary protocol's own limit). */
const MAX_FIELD_CHARS = 255;

/** The serializer a connection asked for with `?vsn=`: none is 1.0.0, as in Phoenix. */
export function parseVsn(raw: unknown): Vsn | null {
  if (raw === undefined) return '1.0.0';
  if (raw === '2.0.0' || raw === '1.0.0') return raw;
  return null;
}

const NOT_A_REF = Symbol('not a ref');

function readRef(value: unknown): string | null | typeof NOT_A_REF {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && value.length <= MAX_FIELD_CHARS) return value;
  return NOT_A_REF;
}

const readName = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_FIELD_CHARS ? value : null;

function fields(value: unknown, vsn: Vsn): [unknown, unknown, unknown, unknown, unknown] | null {
  if (vsn === '2.0.0') {
    return Array.isArray(value) && value.length === 5
      ? [value[0], value[1], value[2], value[3], value[4]]
      : null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const o = value as Record<string, unknown>;
  return [o.join_ref, o.ref, o.topic, o.event, o.payload];
}

export function decodeFrame(text: string, vsn: Vsn): Decoded {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { isValid: false, joinRef: null, ref: null, topic: null };
  }
  const read = fields(value, vsn);
  if (!read) return { isValid: false, joinRef: null, ref: null, topic: null };
  const [rawJoinRef, rawRef, rawTopic, rawEvent, payload] = read;
  const joinRef = readRef(rawJoinRef);
  const ref = readRef(rawRef);
  const topic = readName(rawTopic);
  const event = readName(rawEvent);
  if (joinRef === NOT_A_REF || ref === NOT_A_REF || topic === null || event === null) {
    return {
      isValid: false,
      joinRef: joinRef === NOT_A_REF ? null : joinRef,
      ref: ref === NOT_A_REF ? null : ref,
      topic,
    };
  }
  return { isValid: true, frame: { joinRef, ref, topic, event, payload: payload ?? {} } };
}

export function encodeFrame(frame: Frame, vsn: Vsn): string {
  const { joinRef, ref, topic, event, payload } = frame;
  if (vsn === '2.0.0') return JSON.stringify([joinRef, ref, topic, event, payload]);
  return JSON.stringify({ topic, event, payload, ref });
}

/** `phx_reply` to a frame: `{status, response}` on its topic, with its refs. */
export const replyTo = (
  to: { joinRef: string | null; ref: string | null; topic: string },
  status: 'ok' | 'error',
  response: Record<string, unknown> = {},
): Frame => ({
  joinRef: to.joinRef,
  ref: to.ref,
  topic: to.topic,
  event: PHX.reply,
  payload: { status, response },
});

/** A server push to one joined channel (its join ref), or a broadcast (no refs) to all of a topic. */
export const pushFrame = (joinRef: string | null, topic: string, event: string, payload: unknown): Frame => ({
  joinRef,
  ref: null,
  topic,
  event,
  payload,
});
