// Keeps the tab title "<event name> <year>" (seed-spec §1) once the event is known; until then the
// server-rendered <title> stays.
import { useEffect } from 'react';
import { eventTitle, useEvent } from '../api/use-event.ts';

export function DocumentTitle() {
  const title = eventTitle(useEvent());
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
  return null;
}
