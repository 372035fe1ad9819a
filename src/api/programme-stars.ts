// An attendee's starred sessions (issue 22, server/contract/programme.ts): the list with the secret
// calendar feed URL (cache first, so stars show offline), and starring or unstarring one session.
// A star is a queueable write (PUT/DELETE with an Idempotency-Key): offline, the SW's outbox keeps
// it and the screen counts it as done (use-stars.ts reads the waiting rows).
import { t } from '@lingui/core/macro';
import { CALENDAR_RESET_PATH, STARS_PATH, STAR_PATH, pathPattern } from '#contract/paths';
import { apiPath } from './client.ts';
import type { CalendarReply, StarsReply } from '#contract/programme';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, asObject, asString, fieldsOf } from './wire.ts';

export type Stars = {
  /** Ids of the starred sessions, as the server last said. */
  sessionIds: string[];
  /** The attendee's secret ICS feed of these sessions (absolute URL). */
  calendarUrl: string;
};

/** The URL path of one star's write (the outbox rows' path), for matching waiting rows. */
export const STAR_PATH_PATTERN = pathPattern(STAR_PATH);

export function toStars(body: unknown): Stars {
  const w = fieldsOf<StarsReply>(body, 'stars');
  return {
    sessionIds: asArray(w.raw.data, 'stars.data').map((id) => asString(id, 'stars.id')),
    calendarUrl: w.string('calendar_url'),
  };
}

export function readStars(userKey: string): AsyncGenerator<Reading<Stars>, void, void> {
  return get(apiPath(STARS_PATH), toStars, { userKey });
}

/**
 * Stars (`isStarred`) or unstars one session. Resolves `applied` or `queued` (kept by the outbox);
 * throws ky errors for a refusal and a NetworkError when no SW could keep it.
 * NOTE: the empty JSON body lets the outbox keep and replay it like every other write.
 */
export async function writeStar(
  sessionId: string,
  isStarred: boolean,
  title: string,
): Promise<'applied' | 'queued'> {
  // NOTE: the write path (and the outbox's constants) loads on the first tap, off the first load of
  // /schedule and of the reminder slot (DESIGN.md §7); the service worker precaches it.
  const { submitWrite } = await import('./write.ts');
  const outcome = await submitWrite({
    method: isStarred ? 'PUT' : 'DELETE',
    path: apiPath(STAR_PATH, { sessionId }),
    body: {},
    label: isStarred ? t`Star “${title}”` : t`Unstar “${title}”`,
  });
  return outcome.kind;
}

/**
 * A new secret calendar feed URL (the old one stops answering). Resolves the new URL, or null
 * when the outbox kept the reset for the next connection. Throws ky errors for a refusal.
 */
export async function resetCalendar(): Promise<string | null> {
  const { submitWrite } = await import('./write.ts');
  const outcome = await submitWrite({
    method: 'POST',
    path: apiPath(CALENDAR_RESET_PATH),
    body: {},
    label: t`Reset the calendar link`,
  });
  if (outcome.kind === 'queued') return null;
  return asString(asObject<CalendarReply>(outcome.body, 'calendar').calendar_url, 'calendar_url');
}
