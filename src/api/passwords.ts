// Password reset (provider-api.md §2): ask for a mail, then set a new password with its token.
import { api } from './client.ts';
import { asObject, asString } from './wire.ts';

function infoOf(body: unknown): string {
  const data = asObject(asObject(body, 'password answer').data, 'password answer data');
  return asString(asObject(data.attributes, 'password answer attributes').info, 'password info');
}

/** POST /api/auth/passwords: always 201 with an info text that never says if the email exists. */
export async function requestPasswordMail(email: string): Promise<string> {
  return infoOf(await api.post('api/auth/passwords', { json: { user: { email } } }).json<unknown>());
}

/** PUT /api/auth/passwords/:token. A bad or expired token is a 400 with `errors[0].detail`. */
export async function requestPasswordReset(
  token: string,
  password: string,
  passwordConfirmation: string,
): Promise<string> {
  const json = { user: { password, password_confirmation: passwordConfirmation } };
  return infoOf(await api.put(`api/auth/passwords/${encodeURIComponent(token)}`, { json }).json<unknown>());
}
