// The time, ticking every CLOCK_TICK_MS while a screen shows "now" and "next".
import { useEffect, useState } from 'react';
import { CLOCK_TICK_MS } from './programme-constants.ts';

export function useClock(tickMs: number = CLOCK_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
