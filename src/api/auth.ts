// Sign-in, sign-up and the card check (provider-api.md §2). Answers are mapped here so the auth
// screens never see wire names.
import { IS_REGISTERED_PATH, SIGN_IN_PATH, SIGN_UP_PATH } from '#contract/paths';
import type { IsRegisteredReply } from '#contract/attendees';
import type { SignInBody, SignInReply, SignUpBody, SignUpReply } from '#contract/auth';
import { api, apiPath } from './client.ts';
import { get, getFresh } from './get.ts';
import { asObject, asString, optionalString } from './wire.ts';

/** POST /api/auth/sign_in → the JWT. */
export async function requestSignIn(email: string, password: string): Promise<string> {
  const body = await api
    .post(apiPath(SIGN_IN_PATH), { json: { email, password } satisfies SignInBody })
    .json<unknown>();
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
  /**
   * Sent as `user.terms_accepted` when the event has terms (issue 23): the person ticked the box.
   * Left out when there are none, as the provider's body has it (domain/accounts.ts checkConsent).
   */
  hasAcceptedTerms: boolean | null;
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
      ...(input.hasAcceptedTerms === null ? {} : { terms_accepted: input.hasAcceptedTerms }),
    },
  } satisfies SignUpBody;
  const body = asObject<SignUpReply>(
    await api.post(apiPath(SIGN_UP_PATH), { json }).json<unknown>(),
    'sign-up',
  );
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
  const path = apiPath(IS_REGISTERED_PATH, { id: cardId });
  return (await getFresh(get(path, toIsRegistered, { userKey: null }))).data;
}
