// The identifier screen's data: the signed-in attendee (cache first) and the event's public origin
// (stored from the last GET /api/event), so the QR draws offline after one online visit. While the
// code is on screen the display is kept awake where the browser allows it.
import { useEffect, useState } from 'react';
import { fetchEvent, readStoredEvent } from '../../api/event.ts';
import { useSession } from '../../session/session-context.ts';
import { identifierLink } from './identifier-qr.ts';
import { useMe } from '../shared/use-me.ts';

/** Who the code is for: the attendee read, else the session's own user (same cached row). */
export type IdentifierPerson = { id: string; nickname: string | null; name: string | null };

export type IdentifierData = {
  person: IdentifierPerson | null;
  /** The QR's content, once the attendee is known. */
  link: string | null;
  isLoading: boolean;
  error: unknown;
  staleSince: Date | null;
  reload: () => void;
};

function usePublicOrigin(): string | null {
  const [origin, setOrigin] = useState<string | null>(() => readStoredEvent()?.publicOrigin ?? null);
  useEffect(() => {
    let isCurrent = true;
    fetchEvent().then(
      (event) => {
        if (isCurrent && event.publicOrigin !== null) setOrigin(event.publicOrigin);
      },
      () => undefined, // offline: the stored origin (or the page's own) stays in use
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return origin;
}

/** Asks the screen to stay on while the code is shown; released on leave. Best effort only. */
function useScreenAwake(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let isCurrent = true;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (isCurrent) lock = sentinel;
          else void sentinel.release();
        },
        () => undefined, // refused (battery saver, no permission): the screen dims as usual
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      isCurrent = false;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, []);
}

export function useIdentifier(): IdentifierData {
  const reading = useMe();
  const session = useSession();
  const origin = usePublicOrigin();
  useScreenAwake();
  const user = session.user?.type === 'attendee' ? session.user : null;
  const person: IdentifierPerson | null = reading.data
    ? { id: reading.data.id, nickname: reading.data.nickname, name: reading.data.name }
    : user && {
        id: user.id,
        nickname: user.nickname,
        name: user.displayName === user.email ? null : user.displayName,
      };
  return {
    person,
    link: person === null ? null : identifierLink(origin, window.location.origin, person.id),
    isLoading: reading.isLoading,
    error: reading.error,
    staleSince: session.staleSince === null ? reading.staleSince : null,
    reload: reading.reload,
  };
}
