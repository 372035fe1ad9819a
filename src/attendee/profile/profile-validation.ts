// Checks made before a profile write is sent (the server checks again, provider-api.md §1, §3):
// avatar and CV files, referral code (the nickname's check is nickname-error.ts, loaded on submit).
// Each returns the text a person reads (in the active language), or null when the value is fine. Pure.
import { t } from '@lingui/core/macro';
import { i18n } from '#i18n/runtime';
import { isUuid } from '../../lib/card-code.ts';

/** The server refuses avatars over 5 MiB (server/uploads/limits.ts). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The image kinds the server accepts (png, jpg, gif, svg). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'] as const;

export type FileFacts = { name: string; type: string; size: number };

/** "4.2 MB", "800 kB": sizes as a person reads them (decimal units, the language's decimal mark). */
export function formatFileSize(bytes: number): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(i18n.locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}

export function avatarFileError(file: FileFacts): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return t`Choose a PNG, JPEG, GIF or SVG picture`;
  if (file.size === 0) return t`This picture is empty. Choose another one`;
  if (file.size > AVATAR_MAX_BYTES) {
    const size = formatFileSize(file.size);
    return t`This picture is over the 5 MB limit (${size})`;
  }
  return null;
}

function isPdfName(name: string): boolean {
  return name.toLowerCase().endsWith('.pdf');
}

/** "a PDF of at most 8 MB" with the server's limit (GET /api/event), or "a PDF" before it is known. */
export function cvRuleText(maxBytes: number | null): string {
  if (maxBytes === null) return t`a PDF`;
  const limit = formatFileSize(maxBytes);
  return t`a PDF of at most ${limit}`;
}

/** `maxBytes` is the server's MAX_CV_SIZE; null (not known yet) leaves the size to the server. */
export function cvFileError(file: FileFacts, maxBytes: number | null): string | null {
  // Some systems give no type for a PDF; the name decides then. The server reads the content.
  const isPdf = file.type === 'application/pdf' || (file.type === '' && isPdfName(file.name));
  if (!isPdf) return t`Your CV must be a PDF file`;
  if (file.size === 0) return t`This file is empty. Choose another one`;
  if (maxBytes !== null && file.size > maxBytes) {
    const limit = formatFileSize(maxBytes);
    const size = formatFileSize(file.size);
    return t`This file is over the ${limit} limit (${size})`;
  }
  return null;
}

/** A referral code as typed or pasted: trimmed and lower-cased. */
export function normalizeReferralCode(raw: string): string {
  return raw.trim().toLowerCase();
}

export function referralCodeError(raw: string): string | null {
  const code = normalizeReferralCode(raw);
  if (code === '') return t`Enter the code you were given`;
  if (!isUuid(code))
    return t`That doesn't look like a code (36 characters, such as 1b4e28ba-2fa1-…). Check it and try again`;
  return null;
}
