// Why a sign-up was refused, in words a person can act on (seed-spec §8 and issue 23's consent).
// Its own module, loaded with the sign-up screen only: /login's first load stays in budget.
import { ALREADY_REGISTERED, LOGIN_ERROR, TERMS_FIELD } from '#contract/refusals';
import { serverErrorText } from '../api/errors.ts';
import type { ApiFailure } from '../api/errors.ts';
import { MESSAGE_NO_CONNECTION } from './error-messages.ts';

export const MESSAGE_SIGN_UP_FAILED = 'Something went wrong. Check your input and try again';

/** Server reasons of a refused sign-up (provider-api.md §2), in words a person can act on. */
const SIGN_UP_REASONS: Record<string, string> = {
  [ALREADY_REGISTERED]: 'This card is already registered. Sign in instead, or reset your password.',
  [LOGIN_ERROR]: 'This card code is not known. Check the code on your card.',
  'Invalid register data': 'The email or nickname may already be taken, or a field is not valid.',
};

/** Issue 23: `{"errors":{"terms_accepted":[...]}}`, the event's terms not accepted. */
export const MESSAGE_TERMS_NOT_ACCEPTED =
  'This event asks you to accept its terms. Reload the page, read them and tick the box to register.';

function isTermsRefusal(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const errors = (body as { errors?: unknown }).errors;
  return typeof errors === 'object' && errors !== null && TERMS_FIELD in errors;
}

/** Sign-up failure: the catalogue's text, plus a more specific reason when we have one. */
export function signUpErrorMessage(failure: ApiFailure): { message: string; detail: string | null } {
  if (failure.kind === 'network') return { message: MESSAGE_SIGN_UP_FAILED, detail: MESSAGE_NO_CONNECTION };
  if (failure.kind !== 'http') return { message: MESSAGE_SIGN_UP_FAILED, detail: null };
  if (isTermsRefusal(failure.body))
    return { message: MESSAGE_SIGN_UP_FAILED, detail: MESSAGE_TERMS_NOT_ACCEPTED };
  const reason = serverErrorText(failure.body);
  return {
    message: MESSAGE_SIGN_UP_FAILED,
    detail: reason === null ? null : (SIGN_UP_REASONS[reason] ?? reason),
  };
}
