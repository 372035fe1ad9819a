// The one table from refusal to HTTP status and body (provider-api.md "General conventions" and the
// bodies of §3, capitalised keys included), and the error handlers that guarantee a JSON 4xx for
// bad input and never leak a stack. Every 4xx the server answers is named here: domain rules and
// repos return refusal names, routes throw `new Refusal(name)`, and nothing else writes a body.
// Integration tests assert these bodies byte for byte.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PASSWORD_MIN_LENGTH } from '#contract/constants';
import {
  AFTER_GIFTING_FIELD,
  ALREADY_AWARDED_FIELD,
  ALREADY_REGISTERED,
  BALANCE_FIELD,
  BEFORE_GIFTING_FIELD,
  CSV_FIELD,
  INSUFFICIENT_BALANCE,
  INVALID_TOKEN,
  LOGIN_ERROR,
  NOT_REGISTERED,
  SPOTLIGHTS_LEFT_FIELD,
  STOCK_FIELD,
  TERMS_FIELD,
  UNAUTHENTICATED,
} from '#contract/refusals';
import { isDatabaseUnavailable, pgErrorCode } from '../db/errors.ts';
import { cvZipForbidden } from '../companies/attendee-rules.ts';
import { schemaFieldErrors, type SchemaError } from './field-errors.ts';

type FieldErrors = Record<string, string[]>;

const BAD_REQUEST = [400, { errors: { detail: 'Bad Request' } }] as const;
const CANNOT_ACCESS = { error: 'Cannot access resource' } as const;

export const REFUSALS = {
  // General (provider-api.md "General conventions").
  unauthenticated: [401, { error: UNAUTHENTICATED }],
  'invalid-token': [401, { error: INVALID_TOKEN }],
  'not-found': [404, { errors: { detail: 'Endpoint Not Found' } }],
  'bad-request': BAD_REQUEST,
  'no-permission': [401, { error: 'You have no permission to do this' }],
  'cannot-access': [401, CANNOT_ACCESS],
  /** DESIGN.md §3.2: a CV refused to this caller is 403, as the company routes' refusals. */
  forbidden: [403, CANNOT_ACCESS],
  /** DESIGN.md §3.1: a user with no role gets 403, never the provider's 500. */
  'no-role': [403, { error: 'This account has no role' }],
  'body-too-large': [413, { error: 'Request body is too large' }],
  'unsupported-media-type': [415, { error: 'Unsupported content type' }],
  'rate-limited': [429, (message: string) => ({ error: message })],
  /** A changeset's field errors, every field at once. */
  'invalid-fields': [422, (errors: FieldErrors) => ({ errors })],
  internal: [500, { errors: { detail: 'Internal Server Error' } }],
  /** PostgreSQL cannot be reached now (issue 21): sent with Retry-After, never a 500. */
  'database-unavailable': [503, { error: 'Service temporarily unavailable. Try again shortly.' }],

  // Exactly-once writes (DESIGN.md §5).
  'idempotency-key-malformed': [400, { error: 'Idempotency-Key must be a UUID' }],
  'idempotency-key-reused': [422, { error: 'This Idempotency-Key was already used for a different request' }],
  'idempotency-key-in-flight': [
    409,
    { error: 'A request with this Idempotency-Key is still being processed' },
  ],

  // Accounts (§2).
  'login-error': [401, { error: LOGIN_ERROR }],
  'not-registered': [401, { error: NOT_REGISTERED }],
  'already-registered': [401, { error: ALREADY_REGISTERED }],
  'register-error': [400, { error: 'Invalid register data' }],
  /** Issue 23: the event's terms were declined, or not answered while the organiser set some. */
  'terms-not-accepted': [422, { errors: { [TERMS_FIELD]: ['must be accepted to register'] } }],
  'reset-token-unknown': [400, { errors: [{ detail: 'Password reset token nonexistent.' }] }],
  'reset-token-expired': [400, { errors: [{ detail: 'Password reset token expired.' }] }],
  'password-too-short': [
    422,
    { errors: { password: [`should be at least ${PASSWORD_MIN_LENGTH} character(s)`] } },
  ],
  'password-mismatch': [422, { errors: { password_confirmation: ['does not match confirmation'] } }],
  'invalid-email': [400, { errors: { email: ['has invalid format'] } }],
  'email-taken': [422, { errors: { email: ['has already been taken'] } }],
  'profile-not-attendee': [403, { error: 'Only attendees can edit a profile' }],
  /** The zip's 403 echoes the path id as sent and the caller's company id (companies/attendee-rules.ts). */
  'cv-zip-forbidden': [
    403,
    (ids: { companyId: string; callerCompanyId: number | null }) =>
      cvZipForbidden(ids.companyId, ids.callerCompanyId),
  ],

  // Badges, redeems and referrals (§3 "Awarding badges", §4 "Badge award validation").
  'redeem-duplicate': [
    422,
    { errors: { [ALREADY_AWARDED_FIELD]: ["An attendee can't have the same badge twice"] } },
  ],
  'redeem-before-window': [
    422,
    { errors: { [BEFORE_GIFTING_FIELD]: ["Can't redeem Badge before badge-gifting period"] } },
  ],
  'redeem-after-window': [
    422,
    { errors: { [AFTER_GIFTING_FIELD]: ["Can't redeem Badge after badge-gifting period"] } },
  ],
  'redeem-overlap': [
    422,
    { errors: { badge: ['Attendee already has badge for an activity within that period'] } },
  ],
  'referral-not-available': [401, { referral: 'Referral not available' }],

  // Leaderboard (§3).
  'bad-date': [400, { error: 'Date should be in {YYYY}-{MM}-{DD} format' }],

  // Store (§3 "Store") and prize handover (§3 "Roulette").
  'buy-not-attendee': [401, { error: 'Only attendees can buy products!' }],
  'no-redeemable-id': [400, { Redeemable: "No 'redeemable_id' param" }],
  'redeemable-not-found': [404, { Redeemable: 'There is no such redeemable' }],
  'buy-sold-out': [422, { errors: { [STOCK_FIELD]: ['Item is sold out!'] } }],
  'buy-insufficient-balance': [422, { errors: { [BALANCE_FIELD]: ['Token balance is insufficient.'] } }],
  'buy-over-limit': [
    422,
    { errors: { quantity: ['Quantity is greater than the maximum amount permitted per attendee'] } },
  ],
  'deliver-not-staff': [401, { error: 'Only staffs can deliver redeemables' }],
  'attendee-not-found': [404, { User: 'Attendee does not exist' }],
  'missing-quantity': [400, { Redeemable: 'Json does not have `quantity` param' }],
  'wrong-quantity': [400, { Error: 'Wrong quantity' }],

  // Games (§3 "Roulette", "Slots").
  'spin-not-attendee': [401, { error: 'Only attendees can spin the wheel' }],
  'slots-not-attendee': [401, { error: 'Only attendees can play the slots' }],
  'insufficient-balance': [401, { error: INSUFFICIENT_BALANCE }],
  'wheel-not-set-up': [503, { error: 'The wheel has no prizes to draw' }],
  'give-prize-not-staff': [401, { error: 'Only staffs can give prizes' }],
  'prize-not-found': [404, { Redeemable: 'There is no such Prize' }],
  'bet-missing': BAD_REQUEST,
  'bet-not-integer': [400, { error: 'Bet should be an integer' }],
  'bet-not-positive': [400, { error: 'Bet should be a positive integer' }],
  'bet-too-large': [400, { error: 'Bet is too large' }],

  // Spotlights (§3 "Spotlights").
  'spotlight-not-found': [404, { error: 'Spotlight not found' }],
  'spotlight-still-active': [422, { errors: { end: ['Another spotlight is still active'] } }],
  'spotlight-none-left': [
    422,
    { errors: { [SPOTLIGHTS_LEFT_FIELD]: ['must be greater than or equal to 0'] } },
  ],

  // Cards named by the short code printed under their QR (issue 21; DESIGN.md §3 "Added"): the
  // code as the card prints it, `07FE-0767`. Two cards with one code is never resolved to either.
  'card-code-unknown': [404, (code: string) => ({ error: `No card with code ${code}` })],
  'card-code-ambiguous': [
    422,
    (code: string) => ({ error: `Two cards share code ${code}. Scan the QR or use the nickname.` }),
  ],

  // Stricter than the provider (issue 7): sent with Retry-After (retryAfter below).
  'too-many-sign-ins': [429, { error: 'Too many sign-in attempts. Try again later.' }],
  'too-many-requests': [429, { error: 'Too many requests. Try again later.' }],

  // A console CSV import with bad rows (issue 23): nothing is written; every row's verdict is sent
  // back beside the changeset's message, so the console can show which lines to fix.
  'import-rows-refused': [
    422,
    (detail: { message: string; rows: unknown[] }) => ({
      errors: { [CSV_FIELD]: [detail.message] },
      rows: detail.rows,
    }),
  ],

  // The organiser console's import (issue 13): it fills an empty server, never mixes two events.
  'config-not-empty': [
    409,
    { error: 'This server already has an event configuration: import into an empty one' },
  ],
} as const satisfies Record<string, readonly [number, unknown]>;

type Table = typeof REFUSALS;

export type RefusalName = keyof Table;

/** What a refusal needs besides its name: nothing, or the argument of its body function. */
type DetailOf<N extends RefusalName> = Table[N][1] extends (detail: infer D) => unknown ? [detail: D] : [];

/** The refusals whose body is fixed, thrown by name alone. */
export type FixedRefusalName = { [N in RefusalName]: DetailOf<N> extends [] ? N : never }[RefusalName];

/** `[name]` for a fixed body, `[name, detail]` for one built from the detail. */
export type RefusalArgs =
  | [name: FixedRefusalName]
  | { [N in Exclude<RefusalName, FixedRefusalName>]: [name: N, ...detail: DetailOf<N>] }[Exclude<
      RefusalName,
      FixedRefusalName
    >];

/** Thrown anywhere below a route; the error handler turns it into the table's status and body. */
export class Refusal extends Error {
  readonly statusCode: number;
  readonly body: unknown;
  headers: Record<string, string> = {};
  constructor(...[name, ...detail]: RefusalArgs) {
    super(name);
    const [status, body]: readonly [number, unknown] = REFUSALS[name];
    this.statusCode = status;
    this.body = typeof body === 'function' ? (body as (d: unknown) => unknown)(detail[0]) : body;
  }
}

/**
 * NOTE: the pool opens a new connection on the next request once PostgreSQL is back (db/client.ts),
 * so a client may come back soon; a restart or failover takes seconds.
 */
export const DATABASE_RETRY_AFTER_S = 5;

/** A 429 or 503 refusal that tells the client when to come back (RFC 9110 §10.2.3). */
export function retryAfter(
  name: 'too-many-sign-ins' | 'too-many-requests' | 'database-unavailable',
  seconds: number,
): Refusal {
  const refusal = new Refusal(name);
  refusal.headers['retry-after'] = String(Math.max(1, Math.ceil(seconds)));
  return refusal;
}

/**
 * A route's `config: FIELD_ERRORS` (ours, not the provider's: the console's catalogue so far)
 * answers a body field that fails its schema with the field named, 422 as a changeset's errors
 * (issue 23). Every other route keeps the contract's 400 `{"errors":{"detail":"Bad Request"}}`
 * (provider-api.md "General conventions"), which the provider's clients read.
 */
export const FIELD_ERRORS = { hasFieldErrors: true } as const;

function fieldRefusal(err: FastifyError, hasFieldErrors: boolean): Refusal | null {
  if (!err.validation || err.validationContext !== 'body' || !hasFieldErrors) return null;
  const fields = schemaFieldErrors(err.validation as unknown as SchemaError[]);
  return fields === null ? null : new Refusal('invalid-fields', fields);
}

function fromFastifyError(err: FastifyError, hasFieldErrors: boolean): Refusal | null {
  if (err instanceof Refusal) return err;
  const fields = fieldRefusal(err, hasFieldErrors);
  if (fields) return fields;
  if (isDatabaseUnavailable(err)) return retryAfter('database-unavailable', DATABASE_RETRY_AFTER_S);
  // PostgreSQL class 22 "data exception" (a NUL byte in text, a number out of range, a bad
  // encoding) is always the request's fault.
  if (pgErrorCode(err)?.startsWith('22')) return new Refusal('bad-request');
  if (err.validation) return new Refusal('bad-request');
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new Refusal('body-too-large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new Refusal('unsupported-media-type');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new Refusal('bad-request');
  }
  if (err.statusCode === 429) return new Refusal('rate-limited', err.message);
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return new Refusal('bad-request');
  return null;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const refusal = fromFastifyError(err, request.routeOptions.config.hasFieldErrors === true);
    // Not the request's fault, and worth an operator's look: logged, unlike the 4xx refusals.
    if (refusal?.statusCode === 503) request.log.warn({ err }, 'database unavailable');
    if (refusal) return reply.code(refusal.statusCode).headers(refusal.headers).send(refusal.body);
    request.log.error({ err }, 'unhandled error');
    const [status, body] = REFUSALS.internal;
    return reply.code(status).send(body);
  });
});
