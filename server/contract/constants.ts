// Names and numbers both sides of the wire must agree on. Imports nothing, so src/ and sw/ may
// import values from here (STYLE.md: "Values come only from contract/constants.ts").

/** localStorage key holding the JWT (DESIGN.md §4). */
export const TOKEN_STORAGE_KEY = 'confetti_token';

export const HEADER_IDEMPOTENCY_KEY = 'Idempotency-Key';
export const HEADER_OCCURRED_AT = 'Occurred-At';

export const USER_TYPES = ['attendee', 'company', 'staff'] as const;
export type UserType = (typeof USER_TYPES)[number];

export function isUserType(value: unknown): value is UserType {
  return USER_TYPES.some((type) => type === value);
}

export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_PATTERN = '^[\\w.%+-]+@[A-Za-z0-9.-]+\\.\\w{2,}$';

/** Realtime (DESIGN.md §6). */
export const SOCKET_PATH = '/socket';
export const SPOTLIGHT_TOPIC = 'spotlight';
export const SPOTLIGHT_EVENT = 'spotlight';
export const HEARTBEAT_MS = 30_000;
export const REJOIN_MS = 10_000;
export const CHANNEL_TIMEOUT_MS = 10_000;
export const LONGPOLL_TIMEOUT_MS = 20_000;

/** Sponsor tiers (provider-api.md §1 companies.sponsorship). */
export const SPONSORSHIPS = ['Exclusive', 'Gold', 'Silver', 'Bronze'] as const;
export type Sponsorship = (typeof SPONSORSHIPS)[number];

/** Cards made at once (the CLI and the console): large enough for any print run, one request quick. */
export const MAX_CARDS_PER_BATCH = 1000;

/** Path prefixes the service worker must never answer with the app shell. */
export const API_PREFIX = '/api';
export const UPLOADS_PREFIX = '/uploads';
export const VENUE_PREFIX = '/venue';

/**
 * Wheel prizes that the wheel recognises by name (provider-api.md §4 "Roulette"; our names for the
 * provider's "Nada", "Tokens", "Entradas" and "Lucky Bastard"). The seed names its prizes with these,
 * the server's wheel rules and the client's spin outcomes match on them.
 */
export const WHEEL_PRIZES = {
  /** Wins nothing; also given when a maximum per attendee is reached. */
  nothing: 'Nothing',
  /** Adds a random number of tokens. */
  tokens: 'Tokens',
  /** A prize whose name contains this adds one raffle entry. */
  entriesMarker: 'Entries',
  /** Awards the achievement badge of the same name. */
  luckyBadge: 'Lucky Streak',
} as const;

/**
 * The badge type codes (provider-api.md §1 badges.type) and their English names: the one table.
 * Listed in the order the badgedex offers them as filters; checkpoints (0) are hidden from lists.
 */
export const BADGE_TYPES = {
  secret: { code: 1, label: 'Secret' },
  challenge: { code: 2, label: 'Challenges' },
  general: { code: 3, label: 'General' },
  booth: { code: 4, label: 'Booths' },
  speaker: { code: 5, label: 'Speakers' },
  talk: { code: 6, label: 'Talks' },
  workshop: { code: 7, label: 'Workshops' },
  discord: { code: 8, label: 'Discord' },
  pitch: { code: 9, label: 'Pitches' },
  checkpoint: { code: 0, label: 'Checkpoints' },
} as const;

type BadgeTypeKey = keyof typeof BADGE_TYPES;

/** Code by name, read off BADGE_TYPES: `BADGE_TYPE.talk` is 6. */
export const BADGE_TYPE = Object.fromEntries(
  Object.entries(BADGE_TYPES).map(([key, { code }]) => [key, code]),
) as { readonly [K in BadgeTypeKey]: (typeof BADGE_TYPES)[K]['code'] };

/** Talks, workshops and pitches: sessions at a time, of which an attendee attends one at once. */
export const SESSION_BADGE_TYPES: readonly number[] = [
  BADGE_TYPE.talk,
  BADGE_TYPE.workshop,
  BADGE_TYPE.pitch,
];

/** The console's dashboard counts an award as late (queued offline) past this gap (issue 13). */
export const LATE_WRITE_SECONDS = 60;

/**
 * How long a password reset link ("Forgot password") opens its account. Stricter than the
 * provider's 10 days (issue 7). The server's expiry (accounts/rules.ts) and every text that
 * states the validity (the reset mail, the console) read it from here (issue 21).
 */
export const SET_PASSWORD_LINK_HOURS = 2;

/**
 * How long an invitation's set-password link opens its account (issue 23): a staff member invited
 * by the CLI or the console, a sponsor's account. Its own kind of token (server/db/schema/
 * invitations.ts), long enough to invite sponsors weeks ahead in a few rounds; single use, and a
 * new link ends the older one. The server's expiry, the CLI, the console and the mail read it here.
 */
export const INVITATION_LINK_DAYS = 7;

/** A whole number of hours as a sentence says it: "1 hour", "2 hours", "3 days". */
export function hoursText(hours: number): string {
  const { count, unit } = validityUnits(hours);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A link's validity as it is stated: in whole days when it is, in hours otherwise. */
export function validityUnits(hours: number): { count: number; unit: 'day' | 'hour' } {
  return hours % 24 === 0 ? { count: hours / 24, unit: 'day' } : { count: hours, unit: 'hour' };
}

/** A sponsor's leads (issue 29): ratings in the order lists sort them, and the fields' limits. */
export const LEAD_RATINGS = ['hot', 'warm', 'cold'] as const;
export type LeadRating = (typeof LEAD_RATINGS)[number];
export const LEAD_NOTE_MAX_CHARS = 2000;
export const LEAD_TAG_MAX_CHARS = 40;
export const LEAD_TAGS_MAX = 30;
/** A lead timeline step (issue 29): the booth scan or an edit of one field. */
export const LEAD_EVENT_KINDS = ['scan', 'rating', 'tags', 'note', 'follow_up'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];
/** The booth member name a phone sends with its scans and lead edits. */
export const BOOTH_MEMBER_MAX_CHARS = 60;

/** The languages Confetti speaks (issue 24): English, the source of every message, and European Portuguese. */
export const LOCALES = ['en', 'pt-PT'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';
/**
 * The cookie that keeps the language a person chose on this device, read by the client's first
 * load and by the server, which draws a page and names its catalogs in that language.
 */
export const LOCALE_COOKIE = 'confetti_locale';

/** Each language by its own name, as a language menu lists them. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', 'pt-PT': 'Português' };

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/**
 * The first of `tags` (a browser's languages, most wanted first) that Confetti speaks, any
 * Portuguese read as European Portuguese and any English as English; null when none is.
 */
export function localeOfTags(tags: readonly string[]): Locale | null {
  for (const tag of tags.map((t) => t.trim().toLowerCase())) {
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt-PT';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return null;
}

/** An Accept-Language header's tags, most wanted first (its q values; a refused `q=0` left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

/**
 * A drawn page's loader (server/plugins/page-loader.ts) and the app (src/app/held-input.ts): the
 * meta listing the app's files for the loader, the window property holding what was clicked or
 * submitted before React had the page, and the root class under which the web fonts apply, with
 * the key that says this device has loaded them once (ui/theme.css).
 */
export const APP_SCRIPTS_META = 'app-scripts';
export const HELD_PAGE_GLOBAL = '__confettiHeld';
export const FONTS_CLASS = 'fonts';
export const FONTS_SEEN_KEY = 'confetti_fonts';

/**
 * Where the build writes a web worker's script (the QR decoder), `<prefix><name>-<hash>.js`: the one
 * kind of built script a browser runs under its own answer's CSP, which the server gives only these
 * (server/plugins/security-headers.ts). Not precached: a scanning device keeps the decoder in its
 * own cache (DECODER_CACHE_NAME).
 */
export const WORKER_SCRIPT_PREFIX = 'assets/worker-';
/**
 * The cache of the QR decoder's worker script, which browsers without BarcodeDetector scan with:
 * the page of a user who scans (staff, sponsors) puts it there once signed in, and the service
 * worker answers it from there, offline too (src/ui/scanner/keep-decoder.ts, sw/routes.ts). Out of
 * the precache, an attendee's first visit does not download it (27 kB, DESIGN.md §7).
 */
export const DECODER_CACHE_NAME = 'confetti-decoder-v1';
