// Wire schemas of the auth endpoints (provider-api.md §2). Inner fields are loose on purpose:
// the provider answers a bad field with its own bodies (401 Login error, 400 Invalid register
// data), not with a schema error, so the handlers check them.
import { Type, type Static } from 'typebox';

const Loose = Type.Record(Type.String(), Type.Unknown());

export const SignUpBody = Type.Object({ user: Loose });
export type SignUpBody = Static<typeof SignUpBody>;
export const SignInBody = Type.Object({ email: Type.Unknown(), password: Type.Unknown() });
export type SignInBody = Static<typeof SignInBody>;
export const PasswordRequestBody = Type.Object({ user: Loose });
export type PasswordRequestBody = Static<typeof PasswordRequestBody>;
export const PasswordResetBody = Type.Object({ user: Loose });
export const TokenParams = Type.Object({ token: Type.String() });
/** Added (issue 21): sign-up's lookup of an unclaimed card by the code printed on it. */
export const CardCodeParams = Type.Object({ code: Type.String() });
export const FreeCardReply = Type.Object({ id: Type.String() });
export type FreeCardReply = Static<typeof FreeCardReply>;

export const SignInReply = Type.Object({ jwt: Type.String() });
export type SignInReply = Static<typeof SignInReply>;
export const SignUpReply = Type.Object({ jwt: Type.String(), discord_association_code: Type.String() });
export type SignUpReply = Static<typeof SignUpReply>;

/** Both steps of the password reset answer `{"data":{"attributes":{"info":"..."}}}`. */
export const PasswordInfoReply = Type.Object({
  data: Type.Object({ attributes: Type.Object({ info: Type.String() }) }),
});
export type PasswordInfoReply = Static<typeof PasswordInfoReply>;
