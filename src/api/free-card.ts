// The sign-up's look-up of a printed card code (issue 21), apart from auth.ts: only a typed code
// calls it, so it stays out of the entry that every first visit runs (DESIGN.md §7).
import { FREE_CARD_PATH } from '#contract/paths';
import type { FreeCardReply } from '#contract/auth';
import { api, apiPath } from './client.ts';
import { hasStatus, toApiFailure } from './errors.ts';
import { asObject, asString } from './wire.ts';

export type FreeCardLookup =
  { kind: 'found'; id: string } | { kind: 'unknown' | 'ambiguous' | 'limited' | 'network' | 'failed' };

/**
 * GET /api/auth/cards/:code (added, issue 21): the id of the one unclaimed card whose printed code
 * is `digits` (8 hex digits). Never cached: a card is claimed once.
 */
export async function findFreeCard(digits: string): Promise<FreeCardLookup> {
  try {
    const body = await api.get(apiPath(FREE_CARD_PATH, { code: digits })).json<unknown>();
    return { kind: 'found', id: asString(asObject<FreeCardReply>(body, 'card').id, 'card id') };
  } catch (error) {
    const failure = await toApiFailure(error);
    if (failure.kind === 'network') return { kind: 'network' };
    if (hasStatus(failure, 400, 404)) return { kind: 'unknown' };
    if (hasStatus(failure, 422)) return { kind: 'ambiguous' };
    if (hasStatus(failure, 429)) return { kind: 'limited' };
    return { kind: 'failed' };
  }
}
