// Password reset (provider-api.md §2): ask for a mail, then set a new password with its token.
import { PASSWORDS_PATH, PASSWORD_RESET_PATH } from '#contract/paths';
import type { PasswordInfoReply, PasswordRequestBody } from '#contract/auth';
import { api, apiPath } from './client.ts';
import { asObject, fieldsOf } from './wire.ts';

function infoOf(body: unknown): string {
  type Data = PasswordInfoReply['data'];
  const reply = asObject<PasswordInfoReply>(body, 'password answer');
  const data = asObject<Data>(reply.data, 'password answer data');
  const attributes = fieldsOf<Data['attributes']>(data.attributes, 'password answer attributes');
  return attributes.string('info');
}

/** POST /api/auth/passwords: always 201 with an info text that never says if the email exists. */
export async function requestPasswordMail(email: string): Promise<string> {
  return infoOf(
    await api
      .post(apiPath(PASSWORDS_PATH), { json: { user: { email } } satisfies PasswordRequestBody })
      .json<unknown>(),
  );
}

/** PUT /api/auth/passwords/:token. A bad or expired token is a 400 with `errors[0].detail`. */
export async function requestPasswordReset(
  token: string,
  password: string,
  passwordConfirmation: string,
): Promise<string> {
  const json = { user: { password, password_confirmation: passwordConfirmation } };
  return infoOf(await api.put(apiPath(PASSWORD_RESET_PATH, { token }), { json }).json<unknown>());
}
