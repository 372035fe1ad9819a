// Which queued writes are the same act twice (issue 9, "local checks before queueing"): an award
// of one badge to one attendee by one user (POST /api/redeems; a sponsor's booth scan names no
// badge, the server takes the company's own). The queue (sw/outbox/queue.ts) answers such a second write
// "already queued" instead of keeping it twice. Pure: no IndexedDB, no fetch.
import { REDEEMS_PATH as AWARD_PATH } from '#contract/paths';
import type { RedeemBody } from '#contract/redeems';
import { isQueueableWrite } from './classify.ts';

/** Keys of the award's body (RedeemRequest in the contract), so a rename there fails tsc here. */
type AwardKey = keyof RedeemBody | keyof RedeemBody['redeem'];

function field(value: unknown, key: AwardKey): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * The key two waiting rows of one user share when they are the same award, or null for a write
 * that is never a twin (not an award, or a body the server will refuse anyway).
 * NOTE: keyed per user by the caller, so a sponsor's booth scan (no badge) is "their" badge.
 */
export function twinKeyOf(method: string, url: string, body: unknown): string | null {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  if (!isQueueableWrite(method, pathname) || !pathname.startsWith(AWARD_PATH)) return null;
  const redeem = field(body, 'redeem');
  // An award typed offline names the card by its printed code (issue 21), normalised by the page.
  const code = field(redeem, 'attendee_code');

  const attendee = field(redeem, 'attendee_id') ?? (typeof code === 'string' ? `code:${code}` : undefined);
  const badge = field(redeem, 'badge_id') ?? null;
  if (typeof attendee !== 'string' || attendee === '') return null;
  if (badge !== null && typeof badge !== 'number' && typeof badge !== 'string') return null;
  return `award ${attendee.toLowerCase()} ${badge === null ? 'own' : String(badge)}`;
}
