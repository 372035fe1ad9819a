// The words of the refusals the client tells apart (provider-api.md, bodies of §3): the refusal
// table (server/plugins/errors.ts) writes its bodies with these, and the client and the SW match
// them, so renaming one here fails tsc -b on both sides. Imports nothing: src/ and sw/ may import
// values from here as from constants.ts.

/** 401 `{"error": …}`: no session at all, and a token that is not (or no longer) good. */
export const UNAUTHENTICATED = 'unauthenticated';
export const INVALID_TOKEN = 'invalid_token';

/** 401 `{"error": …}` of sign-in, sign-up and attendee reads (provider-api.md §3 "Auth"). */
export const LOGIN_ERROR = 'Login error';
export const NOT_REGISTERED = 'Attendee needs to be registered';
export const ALREADY_REGISTERED = 'Already registered';
/** 401 `{"error": …}` of a spin or a bet with too few tokens. */
export const INSUFFICIENT_BALANCE = 'Insufficient token balance';

/** The field keys of 422 `{"errors": {<key>: [...]}}` the client tells apart. */
export const TERMS_FIELD = 'terms_accepted';
/** An award of a badge the attendee already holds; before and after its gifting period. */
export const ALREADY_AWARDED_FIELD = 'unique_attendee_badge';
export const BEFORE_GIFTING_FIELD = 'begin_badge';
export const AFTER_GIFTING_FIELD = 'end_badge';
/** A buy refused: sold out, too few tokens. */
export const STOCK_FIELD = 'stock';
export const BALANCE_FIELD = 'token_balance';
/** A spotlight started with none left. */
export const SPOTLIGHTS_LEFT_FIELD = 'remaining_spotlights';
/** A console CSV import refused whole: the file's own message (its rows' verdicts beside it). */
export const CSV_FIELD = 'csv';
