// Awarding a badge by scan, POST /api/redeems (provider-api.md §3 "Awarding badges"): staff send
// the badge; a sponsor's booth scan sends none (the server takes the company's own badge). The
// answer becomes a plain outcome here, with the server's own words, so scanner screens never read
// wire bodies. Goes through submitWrite: the key and the action time are made when the user acts,
// and with no answer in time the SW's outbox keeps the award (`queued`, DESIGN.md §5).
import { t } from '@lingui/core/macro';
import { AFTER_GIFTING_FIELD, ALREADY_AWARDED_FIELD, BEFORE_GIFTING_FIELD } from '#contract/refusals';
import { REDEEMS_PATH } from '#contract/paths';
import type { RedeemRequest } from '#contract/redeems';
import { apiPath } from './client.ts';
import { submitWrite } from './write.ts';
import { toApiFailure, type ApiFailure } from './errors.ts';

export type AwardOutcome =
  | { kind: 'awarded' }
  /** Kept by the outbox: it is sent, once, as soon as the server can be reached. */
  | { kind: 'queued' }
  /** The same award already waits in the outbox (DESIGN.md §5): this scan was not kept again. */
  | { kind: 'already-queued' }
  | { kind: 'already'; reason: string | null }
  | { kind: 'out-of-period'; reason: string | null }
  | { kind: 'refused'; reason: string | null }
  | { kind: 'unknown-attendee' }
  | { kind: 'not-allowed' }
  | { kind: 'network' }
  | { kind: 'failed'; status: number | null };

/**
 * The attendee by id, or (issue 21) by the code printed on their card, 8 hex digits, when this
 * device could not resolve it (offline): the server resolves it as the award is written.
 */
export type AwardRequest = ({ attendeeId: string } | { attendeeCode: string }) & {
  /** For the outbox screen, should the award wait there ("Badge Gold Sponsor → Ana"). */
  label?: string;
  /** Null for a sponsor's booth scan. */
  badgeId: number | null;
  idempotencyKey: string;
  occurredAt: Date;
  /** A sponsor's scan: the booth member this phone names, for the lead's timeline (issue 29). */
  boothMember?: string | null;
};

function firstMessage(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  return Array.isArray(value) ? firstMessage(value[0]) : null;
}

/** The outcome of a failed award, from the refusal the server gave. Pure. */
export function toAwardOutcome(failure: ApiFailure): AwardOutcome {
  if (failure.kind === 'network') return { kind: 'network' };
  if (failure.kind !== 'http') return { kind: 'failed', status: null };
  if (failure.status === 404) return { kind: 'unknown-attendee' };
  if (failure.status === 401 || failure.status === 403) return { kind: 'not-allowed' };
  const body = typeof failure.body === 'object' && failure.body !== null ? failure.body : {};
  const errors =
    'errors' in body && typeof body.errors === 'object' && body.errors !== null ? body.errors : {};
  const reasons = errors as Record<string, unknown>;
  if (failure.status === 422) {
    if (ALREADY_AWARDED_FIELD in reasons)
      return { kind: 'already', reason: firstMessage(reasons[ALREADY_AWARDED_FIELD]) };
    for (const field of [AFTER_GIFTING_FIELD, BEFORE_GIFTING_FIELD])
      if (field in reasons) return { kind: 'out-of-period', reason: firstMessage(reasons[field]) };
    const [first] = Object.values(reasons);
    return {
      kind: 'refused',
      reason: firstMessage(first) ?? ('error' in body ? firstMessage(body.error) : null),
    };
  }
  return { kind: 'failed', status: failure.status };
}

export async function awardBadge(request: AwardRequest): Promise<AwardOutcome> {
  const { badgeId, idempotencyKey, occurredAt, label, boothMember } = request;
  const badge: Pick<RedeemRequest['redeem'], 'badge_id'> = badgeId === null ? {} : { badge_id: badgeId };
  const body: RedeemRequest = {
    redeem:
      'attendeeCode' in request
        ? { attendee_code: request.attendeeCode, ...badge }
        : { attendee_id: request.attendeeId, ...badge },
    ...(boothMember ? { booth_member: boothMember } : {}),
  };
  try {
    const outcome = await submitWrite({
      method: 'POST',
      path: apiPath(REDEEMS_PATH),
      body,
      idempotencyKey,
      occurredAt,
      label: label ?? (badgeId === null ? t`Booth scan` : t`Badge ${badgeId}`),
    });
    if (outcome.kind === 'applied') return { kind: 'awarded' };
    return outcome.isDuplicate ? { kind: 'already-queued' } : { kind: 'queued' };
  } catch (error) {
    return toAwardOutcome(await toApiFailure(error));
  }
}
