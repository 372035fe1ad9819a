// Whether a queueable write made now can wait in the outbox (DESIGN.md §5): only when a service
// worker controls the page. Its own module so a screen asks without loading the outbox's page side.

/** True when a service worker controls this page, so a write that finds no network is kept. */
export function canQueueWrites(): boolean {
  return typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null;
}
