// Every name and timing of the outbox (DESIGN.md §5) in one place, read by the SW (sw/outbox/) and
// the page (src/outbox/outbox-client.ts, src/api/write.ts). Values only: no globals, so both libs compile it.
import {
  LEAD_PATH,
  pathPattern,
  PRIZE_REDEEM_PATH,
  REDEEMS_PATH,
  REFERRALS_PATH,
  STAR_PATH,
  STORE_BUY_PATH,
  STORE_REDEEM_PATH,
} from '#contract/paths';

/** BroadcastChannel on which the SW tells every open page that outbox rows changed. */
export const OUTBOX_CHANNEL = 'confetti-outbox';
/** navigator.locks name that keeps replays single-flight across SW instances. */
export const OUTBOX_LOCK = 'confetti-outbox-replay';
/** Background Sync tag (Chromium only) that wakes the SW to replay with no page open. */
export const OUTBOX_SYNC_TAG = 'confetti-outbox';

/**
 * The SW's answer to a write it kept for later: status 202 with this header set to "queued" and
 * body `{"queued":true,"id":<row id>}`. The server never sets this header, so the page can tell.
 */
export const HEADER_OUTBOX = 'Confetti-Outbox';
export const OUTBOX_QUEUED = 'queued';
/** Same 202 and body, for a write whose twin (the same award) already waits: this one was not kept. */
export const OUTBOX_ALREADY_QUEUED = 'already-queued';
/** Request headers the page adds for the outbox screen; the SW strips them before sending. */
export const HEADER_OUTBOX_LABEL = 'Confetti-Outbox-Label';
export const HEADER_OUTBOX_COST = 'Confetti-Outbox-Cost';

/** Writes that may wait in the outbox (DESIGN.md §5); anything else goes to the network only. */
export const QUEUEABLE_WRITE_PATHS: readonly string[] = [
  REDEEMS_PATH,
  STORE_BUY_PATH,
  STORE_REDEEM_PATH,
  PRIZE_REDEEM_PATH,
  REFERRALS_PATH,
];

/**
 * Stars of the programme (issue 22): PUT stars, DELETE unstars one session. Idempotent on the
 * server by themselves, so a star made offline may wait here like a buy.
 */
export const QUEUEABLE_STAR_PATH = pathPattern(STAR_PATH);
/**
 * A sponsor's lead edits (issue 29): PUT, each a set of fields edited at its Occurred-At; the
 * server keeps the last edit per field, so a booth phone's edits made offline may wait here.
 */
export const QUEUEABLE_LEAD_PATH = pathPattern(LEAD_PATH);
/**
 * An attendee takes their CV back from a sponsor, or shares it again (issue 29): PUT of a boolean,
 * idempotent by itself, so a choice made offline may wait here.
 */
export const QUEUEABLE_VISIT_CV_PATH = /^\/api\/attendee\/visits\/\d+\/cv$/;
/** The methods the outbox may keep (routes it registers in the SW). */
export const QUEUEABLE_METHODS = ['POST', 'PUT', 'DELETE'] as const;

/** NOTE: a write with no answer after 4 s is kept and replayed; the page hears "queued" at once. */
export const OUTBOX_SEND_TIMEOUT_MS = 4_000;
/** Backoff of a row that must be retried: 2 s doubling to 5 min, times a jitter in [0.5, 1). */
export const OUTBOX_BACKOFF_BASE_MS = 2_000;
export const OUTBOX_BACKOFF_MAX_MS = 5 * 60_000;
/**
 * NOTE: a row not sent within 7 days shows as "expired" and is never sent on its own: the server
 * keeps keys for the event + 7 days, and an award that old is no longer what the user meant.
 */
export const OUTBOX_EXPIRY_MS = 7 * 24 * 60 * 60_000;
