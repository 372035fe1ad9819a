// The page ⇄ service worker message union (STYLE.md §sw): both sides import it from here so that
// src/ never imports sw/. Type-only apart from the guards; no DOM or worker globals, so it compiles
// under both libs. Outbox changes travel on a BroadcastChannel (OUTBOX_CHANNEL) to every page.
import type { OutboxStatus } from './idb-schema.ts';

/** Why the page asks for a replay now (DESIGN.md §5 triggers). */
/** `tick`: the page's timer; the SW sends only a row whose backoff has run out. */
export type OutboxSyncReason = 'start' | 'online' | 'visible' | 'session' | 'tick';

/**
 * Page → SW. `SKIP_WAITING` activates a waiting update (the shape workbox-window also posts).
 * `OUTBOX_QUIESCE`, to the worker in control just before: let the running replay end and start no
 * other for a while; answered `OUTBOX_QUIET` on the message's port.
 */
export type PageToSwMessage =
  | { type: 'SKIP_WAITING' }
  | { type: 'OUTBOX_QUIESCE' }
  | { type: 'OUTBOX_SYNC'; reason: OutboxSyncReason }
  | { type: 'OUTBOX_RETRY'; id: string }
  | { type: 'OUTBOX_DISCARD'; id: string };

/** A row that reached a final state in this change: done, failed (the server said no) or expired. */
export type SettledRow = { id: string; path: string; status: OutboxStatus; lastStatus: number | null };

/** SW → pages (on OUTBOX_CHANNEL): rows of `user` changed; re-read the outbox and what it touched. */
export type SwToPageMessage = { type: 'OUTBOX_CHANGED'; user: string; settled: SettledRow[] };

/** The controlling worker's answer to `OUTBOX_QUIESCE`, on the port the page sent with it. */
export type OutboxQuietReply = { type: 'OUTBOX_QUIET' };

const PAGE_TO_SW_TYPES: ReadonlySet<string> = new Set<PageToSwMessage['type']>([
  'SKIP_WAITING',
  'OUTBOX_QUIESCE',
  'OUTBOX_SYNC',
  'OUTBOX_RETRY',
  'OUTBOX_DISCARD',
]);

const field = (data: object, key: string): unknown => (data as Record<string, unknown>)[key];

/** A message event's data is `unknown` until checked: anything can be posted to a worker. */
export function isPageToSwMessage(data: unknown): data is PageToSwMessage {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  if (typeof data.type !== 'string' || !PAGE_TO_SW_TYPES.has(data.type)) return false;
  if (data.type === 'OUTBOX_RETRY' || data.type === 'OUTBOX_DISCARD')
    return typeof field(data, 'id') === 'string';
  if (data.type === 'OUTBOX_SYNC') return typeof field(data, 'reason') === 'string';
  return true;
}

export function isSwToPageMessage(data: unknown): data is SwToPageMessage {
  if (typeof data !== 'object' || data === null) return false;
  return (
    field(data, 'type') === 'OUTBOX_CHANGED' &&
    typeof field(data, 'user') === 'string' &&
    Array.isArray(field(data, 'settled'))
  );
}
