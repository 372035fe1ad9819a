// An invited account (staff by the admin CLI or the console, a sponsor's by the console): a
// password hash no password matches, and an invitation, its own kind of set-password token
// (issue 23; schema/invitations.ts): stored hashed, INVITATION_LINK_DAYS long, used once. The
// account opens only through that link, a newer one, or later "Forgot password" (a reset token).
import { randomBytes } from 'node:crypto';
import { INVITATION_LINK_DAYS } from '#contract/constants';
import { newResetToken } from './reset-tokens.ts';

/** NOTE: not an scrypt string, so verifyPassword() rejects every password until the link is used. */
const UNUSABLE_HASH_PREFIX = 'unusable$';

export const INVITATION_TTL_MS = INVITATION_LINK_DAYS * 24 * 3600 * 1000;

/** What the invitations table keeps of a link: never the token itself. */
export type InvitationRecord = {
  /** SHA-256 (hex) of the token, as server/auth/reset-tokens.ts digests it. */
  tokenDigest: string;
  issuedAt: Date;
  expiresAt: Date;
};

export type Invitation = InvitationRecord & {
  /** The token for the link; never stored, never logged. */
  token: string;
};

/** A fresh link's token, issued at `now`. The same format as a reset token (provider-api.md §2). */
export function newInvitation(now: Date): Invitation {
  const { token, digest } = newResetToken();
  return { token, tokenDigest: digest, issuedAt: now, expiresAt: invitationExpiry(now) };
}

export const invitationExpiry = (issuedAt: Date): Date => new Date(issuedAt.getTime() + INVITATION_TTL_MS);

/** Valid up to and including its expiry instant. */
export const isInvitationExpired = (expiresAt: Date, now: Date): boolean =>
  now.getTime() > expiresAt.getTime();

/** The password hash of an account that has not chosen a password yet. */
export const unusableHash = (): string => `${UNUSABLE_HASH_PREFIX}${randomBytes(24).toString('base64url')}`;

/** True while an invited account has not set a password yet. */
export const isUnusableHash = (passwordHash: string): boolean =>
  passwordHash.startsWith(UNUSABLE_HASH_PREFIX);
