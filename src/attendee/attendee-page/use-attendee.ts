// The attendee page's data: another attendee by card UUID or nickname, cache first in the viewer's
// own cache, with the reason a lookup failed (not registered, not found, offline).
import type { AttendeeLookupReason, PublicAttendee } from '../../api/attendees.ts';
import { AttendeeLookupError, attendeePath, attendeeRefOf, readAttendee } from '../../api/attendees.ts';
import { useSession, useUserKey } from '../../session/session-context.ts';
import { formatUpdatedAt } from '../../ui/stale-mark.tsx';
import { useReading, type ReadingState } from '../../ui/use-reading.ts';

export type AttendeeData = ReadingState<PublicAttendee> & {
  /** Why the last read failed, or null. */
  reason: AttendeeLookupReason | null;
};

export function useAttendee(param: string): AttendeeData {
  const session = useSession();
  const userKey = useUserKey();
  const ref = attendeeRefOf(param);
  const key = userKey === null || param.trim() === '' ? null : `attendee:${userKey}:${attendeePath(ref)}`;
  const reading = useReading(key, () => readAttendee(ref, userKey ?? ''));
  const { error } = reading;
  const reason = error === null ? null : error instanceof AttendeeLookupError ? error.reason : 'other';
  // The signed-in layout already marks the session as offline; a second mark with the same time says nothing.
  const isSameMark =
    session.staleSince !== null &&
    reading.staleSince !== null &&
    formatUpdatedAt(session.staleSince) === formatUpdatedAt(reading.staleSince);
  return { ...reading, staleSince: isSameMark ? null : reading.staleSince, reason };
}
