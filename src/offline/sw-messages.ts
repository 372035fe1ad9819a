// The page → service worker message union (STYLE.md §sw): both sides import it from here so that
// src/ never imports sw/. The outbox's own messages, and what the SW broadcasts back, are
// src/outbox/shared/messages.ts; this adds the update handshake. No DOM or worker globals.
import { isOutboxRequest, type OutboxRequest } from '../outbox/shared/messages.ts';

/** `SKIP_WAITING` activates a waiting update (the shape workbox-window also posts). */
export type PageToSwMessage = { type: 'SKIP_WAITING' } | OutboxRequest;

/** A message event's data is `unknown` until checked: anything can be posted to a worker. */
export function isPageToSwMessage(data: unknown): data is PageToSwMessage {
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING')
    return true;
  return isOutboxRequest(data);
}
