// Which session each badge belongs to (issue 22), for the badgedex and the badge page: a small
// reading of GET /api/programme (the same cached row as the schedule's) that keeps only the
// sessions carrying a badge, so badge screens link to them without loading the programme's views.
import { PROGRAMME_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type { ProgrammeReply, SessionJson } from '#contract/programme';
import { ANONYMOUS_USER_KEY } from '../lib/token-subject.ts';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, asObject, fieldsOf } from './wire.ts';

export type BadgeSession = { sessionId: string; title: string };

export function toBadgeSessions(body: unknown): Map<number, BadgeSession> {
  const sessions = asArray(asObject<ProgrammeReply>(body, 'programme').sessions, 'programme.sessions');
  const byBadge = new Map<number, BadgeSession>();
  for (const value of sessions) {
    const w = fieldsOf<SessionJson>(value, 'session');
    if (typeof w.raw.badge_id !== 'number' || byBadge.has(w.raw.badge_id)) continue;
    byBadge.set(w.raw.badge_id, {
      sessionId: w.string('id'),
      title: w.string('title'),
    });
  }
  return byBadge;
}

export function readBadgeSessions(): AsyncGenerator<Reading<Map<number, BadgeSession>>, void, void> {
  return get(apiPath(PROGRAMME_PATH), toBadgeSessions, { userKey: ANONYMOUS_USER_KEY });
}
