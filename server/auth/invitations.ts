// An invited account (staff by the admin CLI, a sponsor's by the console): a reset token like any
// other (stored hashed, SET_PASSWORD_LINK_HOURS, once) and a password hash no password matches, so
// the account opens only through its set-password link, or later through "Forgot password".
import { randomBytes } from 'node:crypto';
import { newResetToken } from './reset-tokens.ts';

/** NOTE: not an scrypt string, so verifyPassword() rejects every password until the link is used. */
const UNUSABLE_HASH_PREFIX = 'unusable$';

export type Invitation = {
  /** The token for the link; never stored, never logged. */
  token: string;
  /** What users.reset_password_token stores (SHA-256 of the token). */
  resetToken: string;
  passwordHash: string;
};

export function newInvitation(): Invitation {
  const { token, digest } = newResetToken();
  return {
    token,
    resetToken: digest,
    passwordHash: `${UNUSABLE_HASH_PREFIX}${randomBytes(24).toString('base64url')}`,
  };
}

/** True while an invited account has not set a password yet. */
export const isUnusableHash = (passwordHash: string): boolean =>
  passwordHash.startsWith(UNUSABLE_HASH_PREFIX);
