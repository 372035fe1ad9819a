// The Venue section's data (issue 13): the plan and sponsors as the server holds them, and the
// plan's drawing fetched as a data: URL whenever its versioned URL changes.
import { useEffect, useState } from 'react';
import { fetchPlanImage, readConsoleVenue } from './api/venue.ts';
import { useReading } from '../ui/use-reading.ts';
import { useUserKey } from '../session/session-context.ts';

export function useConsoleVenue() {
  const userKey = useUserKey();
  const reading = useReading(userKey === null ? null : `console-venue:${userKey}`, () =>
    readConsoleVenue(userKey ?? ''),
  );
  const url = reading.data?.plan.url ?? null;
  const [image, setImage] = useState<{ url: string; data: string | null } | null>(null);

  useEffect(() => {
    if (url === null) return;
    let isCurrent = true;
    fetchPlanImage(url).then(
      (data) => isCurrent && setImage({ url, data }),
      () => isCurrent && setImage({ url, data: null }),
    );
    return () => {
      isCurrent = false;
    };
  }, [url]);

  const drawing = image?.url === url ? image : null;
  return {
    reading,
    /** The drawing of the plan in use; null while it loads. */
    image: drawing?.data ?? null,
    /** True when the drawing could not be fetched (the booths still show, on a blank plan). */
    hasImageFailed: drawing !== null && drawing.data === null,
  };
}
