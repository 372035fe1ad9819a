// Password reset tokens: 36 random bytes mailed as base64url; only their SHA-256 is stored, so a
// read of the users table (a backup, a leaked dump) gives no working reset link.
import { createHash, randomBytes } from 'node:crypto';

export function newResetToken(): { token: string; digest: string } {
  const token = randomBytes(36).toString('base64url');
  return { token, digest: resetTokenDigest(token) };
}

export const resetTokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');
