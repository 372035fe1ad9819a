// The event (name, year, days, CV size limit) for the landing page, the document title and the CV form: the stored answer at
// once, then the network's. Offline or with the server down it stays on the stored one (or null).
import { useEffect, useState } from 'react';
import { fetchEvent, readStoredEvent, type EventInfo } from '../api/event.ts';

export function useEvent(): EventInfo | null {
  const [event, setEvent] = useState<EventInfo | null>(readStoredEvent);
  useEffect(() => {
    let isCurrent = true;
    fetchEvent().then(
      (fresh) => {
        if (isCurrent) setEvent(fresh);
      },
      () => undefined, // keep the stored event; the landing page works without one
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return event;
}

/** "Confetti Conf 2026", or null before the first answer. */
export function eventTitle(event: EventInfo | null): string | null {
  return event === null ? null : `${event.name} ${event.year}`;
}

/** The header's brand (issue 23): the event's name and logo once known, Confetti's before. */
export function useEventBrand(): { label?: string; logo?: string | null } {
  const event = useEvent();
  return event === null ? {} : { label: event.name, logo: event.logo };
}
