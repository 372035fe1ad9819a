// The current time, re-read every second, for screens that show countdowns.
import { useEffect, useState } from 'react';

const TICK_MS = 1_000;

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
