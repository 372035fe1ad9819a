// The outbox's messages between the page and the service worker (DESIGN.md §5): what a page asks
// the worker (replay, retry, discard, quiesce before an update) and what the worker broadcasts to
// every open page on OUTBOX_CHANNEL. Type-only apart from the guards; no DOM or worker globals, so
// it compiles under both libs. src/offline/sw-messages.ts adds them to the page → SW union.
import type { OutboxStatus } from './row.ts';

/** Why the page asks for a replay now (DESIGN.md §5 triggers). */
/** `tick`: the page's timer; the SW sends only a row whose backoff has run out. */
export type OutboxSyncReason = 'start' | 'online' | 'visible' | 'session' | 'tick';

/**
 * Page → SW. `OUTBOX_QUIESCE`, to the worker in control just before an update: let the running
 * replay end and start no other for a while; answered `OUTBOX_QUIET` on the message's port.
 */
export type OutboxRequest =
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

const REQUEST_TYPES: ReadonlySet<string> = new Set<OutboxRequest['type']>([
  'OUTBOX_QUIESCE',
  'OUTBOX_SYNC',
  'OUTBOX_RETRY',
  'OUTBOX_DISCARD',
]);

const field = (data: object, key: string): unknown => (data as Record<string, unknown>)[key];

/** A message event's data is `unknown` until checked: anything can be posted to a worker. */
export function isOutboxRequest(data: unknown): data is OutboxRequest {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  if (typeof data.type !== 'string' || !REQUEST_TYPES.has(data.type)) return false;
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
