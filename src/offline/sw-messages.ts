// The page ⇄ service worker message union (STYLE.md §sw): both sides import it from here so that
// src/ never imports sw/. Type-only apart from one guard; no DOM or worker globals, so it compiles
// under both libs. The outbox adds its messages here later.

/** Page → SW. `SKIP_WAITING` activates a waiting update (the shape workbox-window also posts). */
export type PageToSwMessage = { type: 'SKIP_WAITING' };

/** SW → page. None yet: the outbox (sw/outbox/) will post its results here. */
export type SwToPageMessage = never;

const PAGE_TO_SW_TYPES: ReadonlySet<string> = new Set<PageToSwMessage['type']>(['SKIP_WAITING']);

/** A message event's data is `unknown` until checked: anything can be posted to a worker. */
export function isPageToSwMessage(data: unknown): data is PageToSwMessage {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  return typeof data.type === 'string' && PAGE_TO_SW_TYPES.has(data.type);
}
