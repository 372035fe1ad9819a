// The rules of the console's badge codes (issue 23), pure: what a code becomes after a create or
// an edit, and whether one more attendee may use it now. A code gives its badge once to each
// attendee, to at most `useLimit` attendees (null: no limit), until `expiresAt` (null: no
// expiry), unless disabled; the badge's own gifting window still applies (redeems.ts).
import { readInstant, type Decision } from '../admin/rules.ts';
import type { FieldErrors } from '../accounts/profile-rules.ts';

export type CodeValues = { label: string; useLimit: number | null; expiresAt: Date | null };

export type CodeState = CodeValues & { disabledAt: Date | null };

/** Why a code gives nothing now; the attendee hears the provider's "not available" for each. */
export type CodeUseRefusal = 'code-disabled' | 'code-expired' | 'code-used-up';

export function decideCodeUse(code: CodeState, uses: number, now: Date): CodeUseRefusal | null {
  if (code.disabledAt !== null) return 'code-disabled';
  if (code.expiresAt !== null && now >= code.expiresAt) return 'code-expired';
  if (code.useLimit !== null && uses >= code.useLimit) return 'code-used-up';
  return null;
}

export type CodeInput = { label?: string; use_limit?: number | null; expires_at?: string | null };

/**
 * A code after a create (`current` null) or an edit. An expiry is an instant of the future when it
 * is set or moved (one in the past would make a code that never works); a use limit is never
 * below the uses already made.
 */
export function decideCode(
  current: (CodeValues & { uses: number }) | null,
  input: CodeInput,
  now: Date,
): Decision<CodeValues> {
  const errors: FieldErrors = {};
  let expiresAt = current?.expiresAt ?? null;
  if (input.expires_at !== undefined) {
    expiresAt = input.expires_at === null ? null : readInstant(input.expires_at);
    if (input.expires_at !== null && expiresAt === null) errors.expires_at = ['Enter a real date and time'];
    else if (expiresAt !== null && expiresAt <= now) errors.expires_at = ['Choose a time in the future'];
  }
  const useLimit = input.use_limit === undefined ? (current?.useLimit ?? null) : input.use_limit;
  const uses = current?.uses ?? 0;
  if (useLimit !== null && useLimit < uses) {
    errors.use_limit = [`${uses} attendees used it already: the limit can't be lower`];
  }
  const label = (input.label ?? current?.label ?? '').trim();
  if (Object.keys(errors).length > 0) return { kind: 'refused', errors };
  return { kind: 'ok', value: { label, useLimit, expiresAt } };
}
