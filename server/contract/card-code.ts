// The short code printed under a card's QR (issue 21), read the same way by the client and the
// server. Apart from constants.ts, which every first load of the client carries (the `core` chunk of
// vite.config.ts): only the screens that read a typed code load these (DESIGN.md §7).

/** Hex digits of the short code printed under a card's QR: the id's first 8 (cards/rules.ts). */
export const CARD_CODE_DIGITS = 8;

/**
 * The short code a person typed, as its 8 lower-case hex digits, or null when it is none. Forgives
 * case, spaces, dashes and the misreadings O→0 and I/L→1 (the code is hex, so O, I and L never
 * occur on a card). Here so the client and the server read a typed code the same way.
 */
export function normaliseCardCode(raw: string): string | null {
  const digits = raw.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return digits.length === CARD_CODE_DIGITS && /^[0-9a-f]+$/.test(digits) ? digits : null;
}

/** The code as a card prints it: `07FE-0767`. */
export const formatCardCode = (digits: string): string =>
  `${digits.slice(0, 4)}-${digits.slice(4, CARD_CODE_DIGITS)}`.toUpperCase();
