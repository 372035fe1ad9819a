// Another attendee's page (provider-api.md §3): GET /api/attendee?id=<uuid> or ?username=<nickname>
// → {"data": StaffAttendee} for staff callers, {"data": AttendeeFull} for everyone else. Both map to
// one view type; email only comes with the staff shape. Refusals become a typed lookup error:
// 401 {"error":"Attendee needs to be registered"} → not-registered, 404 and 400 → not-found, 422
// (a card code two cards share) → ambiguous. Added (issue 21): ?code=, the code printed on a card.
import { NOT_REGISTERED } from '#contract/refusals';
import { ATTENDEE_LOOKUP_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type { AttendeeReply } from '#contract/attendees';
import type { ErrorBody } from '#contract/common';
import { isUuid } from '../lib/card-code.ts';
import { toApiFailure } from './errors.ts';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { toBadge, type Badge } from './me.ts';
import { asArray, asObject, fieldsOf, readObject } from './wire.ts';

/**
 * How the page names the attendee: a card's UUID (QR codes), the code printed on the card (8 hex
 * digits; `nickname` is the same text read as a nickname, tried when no card has the code) or a
 * nickname (leaderboard links).
 */
export type AttendeeRef =
  | { by: 'id'; id: string }
  | { by: 'code'; code: string; nickname?: string | null }
  | { by: 'nickname'; nickname: string };

export type PublicAttendee = {
  id: string;
  nickname: string | null;
  name: string | null;
  avatar: string | null;
  /** Badges other than checkpoints (type 0), as the server counts them. */
  badgeCount: number;
  badges: Badge[];
  /** Only in the staff view (StaffAttendee). */
  email: string | null;
  /** Which shape the server sent: staff callers get StaffAttendee. */
  view: 'staff' | 'full';
};

export type AttendeeLookupReason = 'not-registered' | 'not-found' | 'ambiguous' | 'network' | 'other';

export class AttendeeLookupError extends Error {
  readonly reason: AttendeeLookupReason;
  constructor(reason: AttendeeLookupReason, options?: { cause?: unknown }) {
    super(`Attendee lookup failed: ${reason}`, options);
    this.name = 'AttendeeLookupError';
    this.reason = reason;
  }
}

/** The route's `:id`: a UUID is looked up by id, anything else by nickname. */
export function attendeeRefOf(param: string): AttendeeRef {
  const text = param.trim();
  return isUuid(text) ? { by: 'id', id: text.toLowerCase() } : { by: 'nickname', nickname: text };
}

export function attendeePath(ref: AttendeeRef): string {
  if (ref.by === 'id') return `${apiPath(ATTENDEE_LOOKUP_PATH)}?id=${encodeURIComponent(ref.id)}`;
  if (ref.by === 'code') return `${apiPath(ATTENDEE_LOOKUP_PATH)}?code=${encodeURIComponent(ref.code)}`;
  return `${apiPath(ATTENDEE_LOOKUP_PATH)}?username=${encodeURIComponent(ref.nickname)}`;
}

export function toPublicAttendee(body: unknown): PublicAttendee {
  const reply = asObject<AttendeeReply>(body, 'attendee answer');
  const w = fieldsOf<AttendeeReply['data']>(reply.data, 'attendee');
  const isStaffView = w.raw.token_balance === undefined;
  return {
    id: w.string('id'),
    nickname: w.optionalString('nickname'),
    name: w.optionalString('name'),
    avatar: w.optionalPicture('avatar'),
    badgeCount: w.number('badge_count'),
    badges: asArray(w.raw.badges ?? [], 'attendee.badges').map(toBadge),
    email: isStaffView ? w.optionalString('email') : null,
    view: isStaffView ? 'staff' : 'full',
  };
}

/** Why a lookup failed, from the error a read threw. */
export async function toLookupReason(error: unknown): Promise<AttendeeLookupReason> {
  const failure = await toApiFailure(error);
  if (failure.kind === 'network') return 'network';
  if (failure.kind !== 'http') return 'other';
  const text = readObject<ErrorBody>(failure.body).error;
  if (failure.status === 401 && text === NOT_REGISTERED) return 'not-registered';
  if (failure.status === 404 || failure.status === 400) return 'not-found';
  if (failure.status === 422) return 'ambiguous';
  return 'other';
}

/**
 * The attendee, cache first then network, in the viewer's cache (`userKey`). A failure is thrown
 * as an AttendeeLookupError after any cached reading.
 */
export async function* readAttendee(
  ref: AttendeeRef,
  userKey: string,
): AsyncGenerator<Reading<PublicAttendee>, void, void> {
  try {
    return yield* get(attendeePath(ref), toPublicAttendee, { userKey });
  } catch (error) {
    const reason = await toLookupReason(error);
    const nickname = ref.by === 'code' ? ref.nickname : null;
    if (reason !== 'not-found' || !nickname) throw new AttendeeLookupError(reason, { cause: error });
    yield* readAttendee({ by: 'nickname', nickname }, userKey);
  }
}

/** The attendee's first reading, or why there is none; never throws. */
export async function resolveAttendee(
  ref: AttendeeRef,
  userKey: string,
): Promise<PublicAttendee | AttendeeLookupReason> {
  try {
    for await (const reading of readAttendee(ref, userKey)) return reading.data;
  } catch (error) {
    return error instanceof AttendeeLookupError ? error.reason : 'other';
  }
  return 'other';
}

/**
 * The attendee's first reading (the cached one when there is one, so a scanner works from memory
 * in a dead zone), or null when the server knows no registered attendee by that reference.
 */
export async function lookupAttendee(ref: AttendeeRef, userKey: string): Promise<PublicAttendee | null> {
  try {
    for await (const reading of readAttendee(ref, userKey)) return reading.data;
  } catch (error) {
    if (error instanceof AttendeeLookupError && error.reason !== 'network' && error.reason !== 'other')
      return null;
    throw error;
  }
  return null;
}
