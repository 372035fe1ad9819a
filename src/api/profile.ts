// The signed-in attendee's own writes (provider-api.md §3): the multipart profile edit
// (PATCH /api/attendees/:id → {"data":AttendeeSimple}, 422 {"errors":{field:[reason]}}), referral
// codes (POST /api/referrals {"id"} → 201, 401/404/400/422) and reading one's own private CV file.
// Answers become view results with the server's reasons kept as sent; the wording a person reads
// lives in the feature. No navigation, no toasts here.
import { t } from '@lingui/core/macro';
import { AFTER_GIFTING_FIELD, ALREADY_AWARDED_FIELD, BEFORE_GIFTING_FIELD } from '#contract/refusals';
import { ATTENDEE_PATH, REFERRALS_PATH } from '#contract/paths';
import type { ReferralBody, ReferralReply } from '#contract/badges';
import type { ErrorBody } from '#contract/common';
import type { ProfileReply } from '#contract/profile';
import { writeHeaders, submitWrite } from './write.ts';
import { api, apiPath } from './client.ts';
import { toApiFailure, type ApiFailure } from './errors.ts';
import { asObject, fieldsOf, readObject } from './wire.ts';

/** What one edit changes; absent keys are left alone (never sent as "null", unlike the old client). */
export type ProfileEdit = {
  nickname?: string;
  courseId?: number | null;
  avatar?: Blob;
  cv?: Blob;
};

/** AttendeeSimple as the screens see it. */
export type SavedProfile = {
  id: string;
  nickname: string | null;
  name: string | null;
  email: string | null;
  courseId: number | null;
  avatar: string | null;
  cv: string | null;
  tokenBalance: number;
  entries: number;
};

export type ProfileField = 'nickname' | 'courseId' | 'avatar' | 'cv' | 'other';
/** The server's reasons per field, e.g. `{ nickname: ['has already been taken'] }`. */
export type FieldReasons = Partial<Record<ProfileField, string[]>>;

export type ProfileEditResult =
  | { kind: 'saved'; profile: SavedProfile }
  | { kind: 'refused'; reasons: FieldReasons }
  | { kind: 'failed'; failure: ApiFailure };

const WIRE_FIELDS: Record<string, ProfileField> = {
  nickname: 'nickname',
  course_id: 'courseId',
  course: 'courseId',
  avatar: 'avatar',
  cv: 'cv',
};

function fileName(blob: Blob, fallback: string): string {
  return typeof File !== 'undefined' && blob instanceof File && blob.name !== '' ? blob.name : fallback;
}

/** The multipart body of PATCH /api/attendees/:id with only the fields being changed. */
export function toProfileForm(edit: ProfileEdit): FormData {
  const form = new FormData();
  if (edit.nickname !== undefined) form.append('attendee[nickname]', edit.nickname);
  // An empty course_id clears the course (the server reads '' as null).
  if (edit.courseId !== undefined)
    form.append('attendee[course_id]', edit.courseId === null ? '' : String(edit.courseId));
  if (edit.avatar) form.append('attendee[avatar]', edit.avatar, fileName(edit.avatar, 'avatar'));
  if (edit.cv) form.append('attendee[cv]', edit.cv, fileName(edit.cv, 'cv.pdf'));
  return form;
}

export function toSavedProfile(body: unknown): SavedProfile {
  const reply = asObject<ProfileReply>(body, 'profile answer');

  const w = fieldsOf<ProfileReply['data']>(reply.data, 'profile answer data');
  return {
    id: w.string('id'),
    nickname: w.optionalString('nickname'),
    name: w.optionalString('name'),
    email: w.optionalString('email'),
    courseId: typeof w.raw.course === 'number' ? w.raw.course : null,
    avatar: w.optionalPicture('avatar'),
    cv: w.optionalString('cv'),
    tokenBalance: w.number('token_balance'),
    entries: w.number('entries'),
  };
}

/** `{"errors":{"nickname":["has already been taken"]}}` → `{ nickname: [...] }`; unknown keys go to `other`. */
export function toFieldReasons(body: unknown): FieldReasons {
  const errors = readObject<ErrorBody>(body).errors;
  const reasons: FieldReasons = {};
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return reasons;
  for (const [key, value] of Object.entries(errors)) {
    const texts = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    const field = WIRE_FIELDS[key] ?? 'other';
    reasons[field] = [...(reasons[field] ?? []), ...texts];
  }
  return reasons;
}

/** PATCH /api/attendees/:id as multipart. Never throws: a refusal or failure is a result. */
export async function saveProfile(attendeeId: string, edit: ProfileEdit): Promise<ProfileEditResult> {
  try {
    const body = await api
      .patch(apiPath(ATTENDEE_PATH, { id: attendeeId }), {
        body: toProfileForm(edit),
        headers: writeHeaders(crypto.randomUUID(), new Date()),
      })
      .json<unknown>();
    return { kind: 'saved', profile: toSavedProfile(body) };
  } catch (error) {
    const failure = await toApiFailure(error);
    if (failure.kind === 'http' && failure.status === 422)
      return { kind: 'refused', reasons: toFieldReasons(failure.body) };
    return { kind: 'failed', failure };
  }
}

/**
 * One's own CV file. CVs are private (DESIGN.md §3.2): the server answers a signed, absolute link
 * (`…/cv?v=…&exp=…&sig=…`) that opens by itself, fetched without the session; an API path (older
 * answers) is fetched with the bearer header. NOTE: the token is only ever sent to an API path, so
 * it never travels to another origin.
 */
export async function fetchOwnCv(cvUrl: string): Promise<Blob> {
  if (cvUrl.startsWith('/') && !cvUrl.startsWith('//')) return api.get(cvUrl.slice(1)).blob();
  const url = parseUrl(cvUrl);
  if (!url || !/^https?:$/.test(url.protocol) || !url.searchParams.has('sig'))
    throw new Error('Unexpected CV address');
  const res = await fetch(url, { credentials: 'omit' });
  if (!res.ok) throw new Error(`CV answered ${res.status}`);
  return res.blob();
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

export type ReferralRefusal =
  'not-available' | 'not-found' | 'bad-code' | 'already-has-badge' | 'badge-closed' | 'not-allowed' | 'other';

export type ReferralResult =
  | { kind: 'redeemed'; serverText: string | null }
  | { kind: 'refused'; refusal: ReferralRefusal; serverText: string | null }
  /** No answer in time: the SW's outbox keeps the code and redeems it once online (DESIGN.md §5). */
  | { kind: 'queued' }
  | { kind: 'failed'; failure: ApiFailure };

function firstText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const wire = readObject<ErrorBody | ReferralReply>(body);
  for (const text of [wire.referral, wire.error]) {
    if (typeof text === 'string') return text;
  }
  // `{"errors":{"detail":"Endpoint Not Found"}}` names no reason a person can use.
  const errors = wire.errors;
  if (typeof errors === 'object' && errors !== null && 'detail' in errors) return null;
  return Object.values(toFieldReasons(body)).flat()[0] ?? null;
}

/** The refusal a referral answer means (provider-api.md §3 "Awarding badges"), or null for success. */
export function toReferralRefusal(status: number, body: unknown): ReferralRefusal {
  const wire = readObject<ErrorBody | ReferralReply>(body);
  const errors = wire.errors;
  const has = (key: string) => typeof errors === 'object' && errors !== null && key in errors;
  if (status === 401) return wire.referral !== undefined ? 'not-available' : 'not-allowed';
  if (status === 403) return 'not-allowed';
  if (status === 404) return 'not-found';
  if (status === 400) return 'bad-code';
  if (status === 422 && has(ALREADY_AWARDED_FIELD)) return 'already-has-badge';
  if (status === 422 && (has(BEFORE_GIFTING_FIELD) || has(AFTER_GIFTING_FIELD))) return 'badge-closed';
  return 'other';
}

/** POST /api/referrals `{"id": code}` with an Idempotency-Key. Never throws. */
export async function redeemReferral(code: string): Promise<ReferralResult> {
  try {
    const outcome = await submitWrite({
      method: 'POST',
      path: apiPath(REFERRALS_PATH),
      body: { id: code } satisfies ReferralBody,
      label: t`Redeem code ${code}`,
    });
    if (outcome.kind === 'queued') return { kind: 'queued' };
    return { kind: 'redeemed', serverText: firstText(outcome.body) };
  } catch (error) {
    const failure = await toApiFailure(error);
    if (failure.kind !== 'http' || failure.status >= 500 || failure.status === 408 || failure.status === 429)
      return { kind: 'failed', failure };
    return {
      kind: 'refused',
      refusal: toReferralRefusal(failure.status, failure.body),
      serverText: firstText(failure.body),
    };
  }
}
