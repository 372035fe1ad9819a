// Why a sign-up was refused, in words a person can act on (seed-spec §8 and issue 23's consent).
// Its own module, loaded with the sign-up screen only: /login's first load stays in budget.
import { msg } from '@lingui/core/macro';
import { ALREADY_REGISTERED, LOGIN_ERROR, TERMS_FIELD } from '#contract/refusals';
import { i18n, type MessageDescriptor } from '#i18n/runtime';
import { serverErrorText } from '../api/errors.ts';
import type { ApiFailure } from '../api/errors.ts';
import { MESSAGE_NO_CONNECTION } from './error-messages.ts';

export const MESSAGE_SIGN_UP_FAILED = msg`Something went wrong. Check your input and try again`;

/** Server reasons of a refused sign-up (provider-api.md §2), in words a person can act on. */
const SIGN_UP_REASONS: Record<string, MessageDescriptor> = {
  [ALREADY_REGISTERED]: msg`This card is already registered. Sign in instead, or reset your password.`,
  [LOGIN_ERROR]: msg`This card code is not known. Check the code on your card.`,
  'Invalid register data': msg`The email or nickname may already be taken, or a field is not valid.`,
};

/** Issue 23: `{"errors":{"terms_accepted":[...]}}`, the event's terms not accepted. */
export const MESSAGE_TERMS_NOT_ACCEPTED = msg`This event asks you to accept its terms. Reload the page, read them and tick the box to register.`;

function isTermsRefusal(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const errors = (body as { errors?: unknown }).errors;
  return typeof errors === 'object' && errors !== null && TERMS_FIELD in errors;
}

/** Sign-up failure: the catalogue's text, plus a more specific reason when we have one. */
export function signUpErrorMessage(failure: ApiFailure): { message: string; detail: string | null } {
  const message = i18n._(MESSAGE_SIGN_UP_FAILED);
  if (failure.kind === 'network') return { message, detail: i18n._(MESSAGE_NO_CONNECTION) };
  if (failure.kind !== 'http') return { message, detail: null };
  if (isTermsRefusal(failure.body)) return { message, detail: i18n._(MESSAGE_TERMS_NOT_ACCEPTED) };
  const reason = serverErrorText(failure.body);
  const known = reason === null ? undefined : SIGN_UP_REASONS[reason];
  return { message, detail: known === undefined ? reason : i18n._(known) };
}
