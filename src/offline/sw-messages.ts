// The page → service worker message union (STYLE.md §sw): both sides import it from here so that
// src/ never imports sw/. The outbox's own messages, and what the SW broadcasts back, are
// src/outbox/shared/messages.ts; this adds the update handshake. No DOM or worker globals.
import { isLocale, isUserType, type Locale, type UserType } from '#contract/constants';
import { isOutboxRequest, type OutboxRequest } from '../outbox/shared/messages.ts';

/**
 * `PRECACHE_KEEP`: this device keeps the precache's files of these languages and of these user
 * types' screens, from now on (sw/precache.ts, docs/decisions/0046).
 */
export type PrecacheKeep = { type: 'PRECACHE_KEEP'; locales: Locale[]; userTypes: UserType[] };

/** `SKIP_WAITING` activates a waiting update (the shape workbox-window also posts). */
export type PageToSwMessage = { type: 'SKIP_WAITING' } | PrecacheKeep | OutboxRequest;

function isPrecacheKeep(data: object): data is PrecacheKeep {
  const { locales, userTypes } = data as Record<string, unknown>;
  return (
    Array.isArray(locales) &&
    locales.every(isLocale) &&
    Array.isArray(userTypes) &&
    userTypes.every(isUserType)
  );
}

/** A message event's data is `unknown` until checked: anything can be posted to a worker. */
export function isPageToSwMessage(data: unknown): data is PageToSwMessage {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  if (data.type === 'SKIP_WAITING') return true;
  if (data.type === 'PRECACHE_KEEP') return isPrecacheKeep(data);
  return isOutboxRequest(data);
}
