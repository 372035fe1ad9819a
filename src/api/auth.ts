// Sign-in, sign-up and the card check (provider-api.md §2). Answers are mapped here so the auth
// screens never see wire names.
import type { IsRegisteredReply } from '#contract/attendees';
import type { FreeCardReply, SignInReply, SignUpReply } from '#contract/auth';
import { api } from './client.ts';
import { hasStatus, toApiFailure } from './errors.ts';
import { get, getFresh } from './get.ts';
import { asObject, asString, optionalString } from './wire.ts';

/** POST /api/auth/sign_in → the JWT. */
export async function requestSignIn(email: string, password: string): Promise<string> {
  const body = await api.post('api/auth/sign_in', { json: { email, password } }).json<unknown>();
  return asString(asObject<SignInReply>(body, 'sign-in').jwt, 'sign-in jwt');
}

export type SignUpInput = {
  email: string;
  password: string;
  passwordConfirmation: string;
  /** The card's attendee UUID. */
  cardId: string;
  nickname: string;
  name: string;
  courseId: number | null;
};

export type SignUpResult = { jwt: string; discordAssociationCode: string | null };

/** POST /api/auth/sign_up: claims the pre-created attendee of the card. */
export async function requestSignUp(input: SignUpInput): Promise<SignUpResult> {
  const json = {
    user: {
      email: input.email,
      password: input.password,
      password_confirmation: input.passwordConfirmation,
      attendee: { id: input.cardId, nickname: input.nickname, name: input.name, course_id: input.courseId },
    },
  };
  const body = asObject<SignUpReply>(await api.post('api/auth/sign_up', { json }).json<unknown>(), 'sign-up');
  return {
    jwt: asString(body.jwt, 'sign-up jwt'),
    discordAssociationCode: optionalString(body.discord_association_code),
  };
}

function toIsRegistered(body: unknown): boolean {
  return asObject<IsRegisteredReply>(body, 'is_registered').is_registered === true;
}

/** GET /api/is_registered/:id (public): whether the card already belongs to an account. */
export async function isCardRegistered(cardId: string): Promise<boolean> {
  const path = `api/is_registered/${encodeURIComponent(cardId)}`;
  return (await getFresh(get(path, toIsRegistered, { userKey: null }))).data;
}

export type FreeCardLookup =
  { kind: 'found'; id: string } | { kind: 'unknown' | 'ambiguous' | 'limited' | 'network' | 'failed' };

/**
 * GET /api/auth/cards/:code (added, issue 21): the id of the one unclaimed card whose printed code
 * is `digits` (8 hex digits). Never cached: a card is claimed once.
 */
export async function findFreeCard(digits: string): Promise<FreeCardLookup> {
  try {
    const body = await api.get(`api/auth/cards/${encodeURIComponent(digits)}`).json<unknown>();
    return { kind: 'found', id: asString(asObject<FreeCardReply>(body, 'card').id, 'card id') };
  } catch (error) {
    const failure = await toApiFailure(error);
    if (failure.kind === 'network') return { kind: 'network' };
    if (hasStatus(failure, 400, 404)) return { kind: 'unknown' };
    if (hasStatus(failure, 422)) return { kind: 'ambiguous' };
    if (hasStatus(failure, 429)) return { kind: 'limited' };
    return { kind: 'failed' };
  }
}
