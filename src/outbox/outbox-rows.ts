// Pure rules of the outbox screen: which section a row belongs to, what it is called, and the
// server's reason for a refusal in its own words ("Item is sold out!"). No React, no I/O.
import type { OutboxRow } from './shared/row.ts';

export type OutboxSection = 'waiting' | 'failed' | 'done';

export function sectionOf(row: OutboxRow): OutboxSection {
  if (row.status === 'done') return 'done';
  if (row.status === 'failed' || row.status === 'expired') return 'failed';
  return 'waiting';
}

const PATH_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/^\/api\/redeems\/?$/, 'Badge award'],
  [/^\/api\/store\/buy\/?$/, 'Store buy'],
  [/^\/api\/store\/redeem\/?$/, 'Store delivery'],
  [/^\/api\/roulette\/redeem\/?$/, 'Prize delivery'],
  [/^\/api\/referrals\/?$/, 'Code'],
  [/^\/api\/company\/leads\/[^/]+\/?$/, 'Lead edit'],
];

/** The row's own label, else what kind of write it is. */
export function titleOf(row: OutboxRow): string {
  if (row.label) return row.label;
  const path = new URL(row.path, 'http://x').pathname;
  return PATH_NAMES.find(([pattern]) => pattern.test(path))?.[1] ?? 'Write';
}

function firstString(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (Array.isArray(value)) return firstString(value[0]);
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) {
      const found = firstString(inner);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * The reason the server gave, from any of the provider's error shapes: `{"error": "…"}`,
 * `{"errors": {"stock": ["Item is sold out!"]}}`, `{"Redeemable": "…"}`, `{"errors": {"detail": "…"}}`.
 */
export function serverReason(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return firstString(body);
  const wire = body as Record<string, unknown>;
  return firstString(wire.error) ?? firstString(wire.errors) ?? firstString(body);
}

/** The status line under a row's title. */
export function statusText(row: OutboxRow): string {
  switch (row.status) {
    case 'pending':
      return row.attempts === 0 ? 'Saved, will sync' : `Saved, will sync · tried ${row.attempts}×`;
    case 'sending':
      return 'Syncing…';
    case 'parked':
      return 'Waiting: sign in again to sync';
    case 'done':
      return 'Done';
    case 'expired':
      return 'Expired: not sent for 7 days';
    case 'failed': {
      const reason = serverReason(row.lastBody);
      return reason === null ? `Failed (${row.lastStatus ?? '?'})` : `Failed: ${reason}`;
    }
  }
}
