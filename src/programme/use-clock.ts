// The time, ticking every CLOCK_TICK_MS while a screen shows "now" and "next". `startAt`: the
// instant a page the server rendered was drawn at (served-page.ts), for the first render, so
// hydration draws the same "now"; the phone's time follows at once after.
import { useEffect, useState } from 'react';
import { CLOCK_TICK_MS } from './programme-constants.ts';

export function useClock(startAt: Date | null = null): Date {
  const [now, setNow] = useState(() => startAt ?? new Date());
  const isStarted = startAt === null;
  useEffect(() => {
    if (!isStarted) setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [isStarted]);
  return now;
}
