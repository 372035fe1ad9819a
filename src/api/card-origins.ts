// The origins whose `/attendees/<uuid>` links are our cards: the page's own and the event's public
// one (GET /api/event, as last stored). A module of its own so the /login entry chunk does not carry
// it (only scanner screens use it).
import { readStoredEvent } from './event.ts';

export function cardOrigins(pageOrigin: string): string[] {
  const publicOrigin = readStoredEvent()?.publicOrigin ?? null;
  return publicOrigin === null || publicOrigin === pageOrigin ? [pageOrigin] : [pageOrigin, publicOrigin];
}
