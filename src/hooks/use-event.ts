// The event (name, year, days, CV size limit) for the landing page, the document title and the CV form: the stored answer at
// once, then the network's. Offline or with the server down it stays on the stored one (or null).
import { useEffect, useState } from 'react';
import { fetchEvent, readStoredEvent, type EventInfo } from '../api/event.ts';
import { afterFirstScreen } from '../deferred/after-first-screen.ts';

/**
 * When the network's answer is asked for: at once, or once the first screen is up (deferred JS,
 * DESIGN.md §7) for what the served page already shows (the brand, the tab title, the colours, all
 * written in by the server): /login then sends its first request, and imports ky, after its first
 * render.
 */
export type EventRefresh = 'at-once' | 'after-first-screen';

export function useEvent(refresh: EventRefresh = 'at-once'): EventInfo | null {
  const [event, setEvent] = useState<EventInfo | null>(readStoredEvent);
  useEffect(() => {
    let isCurrent = true;
    const read = () =>
      fetchEvent().then(
        (fresh) => {
          if (isCurrent) setEvent(fresh);
        },
        () => undefined, // keep the stored event; the landing page works without one
      );
    if (refresh === 'at-once') void read();
    else afterFirstScreen(() => void read());
    return () => {
      isCurrent = false;
    };
  }, [refresh]);
  return event;
}

/** "Confetti Conf 2026", or null before the first answer. */
export function eventTitle(event: EventInfo | null): string | null {
  return event === null ? null : `${event.name} ${event.year}`;
}

/** The header's brand (issue 23): the event's name and logo once known, Confetti's before. */
export function useEventBrand(): { label?: string; logo?: string | null } {
  const event = useEvent('after-first-screen');
  return event === null ? {} : { label: event.name, logo: event.logo };
}
