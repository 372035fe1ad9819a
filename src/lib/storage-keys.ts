// localStorage keys of the client besides the session token (which lives in #contract/constants
// because the server documents it). One place, so no two features pick the same name.

/** The last answer of GET /api/event, so the title and dates show offline and before the call. */
export const EVENT_STORAGE_KEY = 'confetti_event';

/** The install card's memory: whether the user answered its offer, and how often they saw its screen. */
export const INSTALL_STORAGE_KEY = 'confetti_install';

/** Ids of the starred sessions this device already reminded of (issue 22), so a reload stays quiet. */
export const REMINDED_STORAGE_KEY = 'confetti_reminded';

/** The booth member this sponsor phone names in its scans and lead edits (issue 29). */
export const BOOTH_MEMBER_STORAGE_KEY = 'confetti_booth_member';

/** The account and language this device last told the server (issue 24, i18n/account-locale.ts). */
export const LOCALE_SYNCED_STORAGE_KEY = 'confetti_locale_synced';
