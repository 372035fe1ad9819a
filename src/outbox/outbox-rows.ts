// Pure rules of the outbox screen: which section a row belongs to, what it is called, and the
// server's reason for a refusal in its own words ("Item is sold out!"). No React, no I/O; the texts
// in the active language (called during render).
import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '#i18n/runtime';
import type { OutboxRow } from './shared/row.ts';

export type OutboxSection = 'waiting' | 'failed' | 'done';

export function sectionOf(row: OutboxRow): OutboxSection {
  if (row.status === 'done') return 'done';
  if (row.status === 'failed' || row.status === 'expired') return 'failed';
  return 'waiting';
}

const PATH_NAMES: ReadonlyArray<[RegExp, MessageDescriptor]> = [
  [/^\/api\/redeems\/?$/, msg`Badge award`],
  [/^\/api\/store\/buy\/?$/, msg`Store buy`],
  [/^\/api\/store\/redeem\/?$/, msg`Store delivery`],
  [/^\/api\/roulette\/redeem\/?$/, msg`Prize delivery`],
  [/^\/api\/referrals\/?$/, msg`Code`],
  [/^\/api\/company\/leads\/[^/]+\/?$/, msg`Lead edit`],
];

/** The row's own label, else what kind of write it is, in the active language. */
export function titleOf(row: OutboxRow): string {
  if (row.label) return row.label;
  const path = new URL(row.path, 'http://x').pathname;
  const name = PATH_NAMES.find(([pattern]) => pattern.test(path))?.[1];
  return name === undefined ? t`Write` : i18n._(name);
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

/** The status line under a row's title, in the active language; a refusal in the server's words. */
export function statusText(row: OutboxRow): string {
  switch (row.status) {
    case 'pending': {
      const attempts = row.attempts;
      return attempts === 0 ? t`Saved, will sync` : t`Saved, will sync · tried ${attempts}×`;
    }
    case 'sending':
      return t`Syncing…`;
    case 'parked':
      return t`Waiting: sign in again to sync`;
    case 'done':
      return t({ message: 'Done', context: 'outbox row' });
    case 'expired':
      return t`Expired: not sent for 7 days`;
    case 'failed': {
      const reason = serverReason(row.lastBody);
      const status = row.lastStatus ?? '?';
      return reason === null ? t`Failed (${status})` : t`Failed: ${reason}`;
    }
  }
}
