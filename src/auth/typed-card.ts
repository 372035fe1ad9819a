// The card a person typed at sign-up: the UUID or link inside the QR, or (issue 21) the short
// code printed under it, which the server turns into the id of the one unclaimed card with that
// code. Each failure has its sentence for under the field, in the person's language.
import { t } from '@lingui/core/macro';
import { formatCardCode, normaliseCardCode } from '#contract/card-code';
import { findFreeCard } from '../api/free-card.ts';
import { parseCardCode } from '../lib/card-code.ts';

export type TypedCard = { id: string } | { error: string };

export async function cardOfTyped(text: string): Promise<TypedCard> {
  const id = parseCardCode(text);
  if (id !== null) return { id };
  const digits = normaliseCardCode(text);
  if (digits === null)
    return { error: t`That is not a card code. It looks like 07FE-0767, printed under the QR.` };
  const code = formatCardCode(digits);
  const found = await findFreeCard(digits);
  switch (found.kind) {
    case 'found':
      return { id: found.id };
    case 'unknown':
      return { error: t`No card with code ${code}. Check it against your card.` };
    case 'ambiguous':
      return { error: t`Two cards share code ${code}. Scan the QR on your card instead.` };
    case 'limited':
      return { error: t`Too many tries. Wait a minute, then try again.` };
    case 'network':
      return { error: t`No connection. Connect to check the code.` };
    case 'failed':
      return { error: t`Could not check the code. Try again.` };
  }
}
