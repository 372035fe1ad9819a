// Checks made before a profile write is sent (the server checks again, provider-api.md §1, §3):
// avatar and CV files, referral code (the nickname's check is nickname-error.ts, loaded on submit).
// Each returns the text a person reads, or null when the value is fine. Pure.
import { isUuid } from '../../lib/card-code.ts';

/** The server refuses avatars over 5 MiB (server/uploads/limits.ts). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The image kinds the server accepts (png, jpg, gif, svg). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'] as const;

export type FileFacts = { name: string; type: string; size: number };

/** "4.2 MB", "800 kB": sizes as a person reads them (decimal units). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} kB`;
}

export function avatarFileError(file: FileFacts): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG, GIF or SVG picture';
  if (file.size === 0) return 'This picture is empty. Choose another one';
  if (file.size > AVATAR_MAX_BYTES)
    return `This picture is over the 5 MB limit (${formatFileSize(file.size)})`;
  return null;
}

function isPdfName(name: string): boolean {
  return name.toLowerCase().endsWith('.pdf');
}

/** "a PDF of at most 8 MB" with the server's limit (GET /api/event), or "a PDF" before it is known. */
export function cvRuleText(maxBytes: number | null): string {
  return maxBytes === null ? 'a PDF' : `a PDF of at most ${formatFileSize(maxBytes)}`;
}

/** `maxBytes` is the server's MAX_CV_SIZE; null (not known yet) leaves the size to the server. */
export function cvFileError(file: FileFacts, maxBytes: number | null): string | null {
  // Some systems give no type for a PDF; the name decides then. The server reads the content.
  const isPdf = file.type === 'application/pdf' || (file.type === '' && isPdfName(file.name));
  if (!isPdf) return 'Your CV must be a PDF file';
  if (file.size === 0) return 'This file is empty. Choose another one';
  if (maxBytes !== null && file.size > maxBytes)
    return `This file is over the ${formatFileSize(maxBytes)} limit (${formatFileSize(file.size)})`;
  return null;
}

/** A referral code as typed or pasted: trimmed and lower-cased. */
export function normalizeReferralCode(raw: string): string {
  return raw.trim().toLowerCase();
}

export function referralCodeError(raw: string): string | null {
  const code = normalizeReferralCode(raw);
  if (code === '') return 'Enter the code you were given';
  if (!isUuid(code))
    return "That doesn't look like a code (36 characters, such as 1b4e28ba-2fa1-…). Check it and try again";
  return null;
}
