// Shows a read as it arrives: the cached answer at once, then the network's (DESIGN.md §5).
// Screens pass the reader of their data (from src/api) and get loading, data, "stale since" and
// error states. `key` names what is read (e.g. its path and user): a new key reads again, and
// `reload()` runs the same read again, e.g. after a write.
import { useCallback, useEffect, useState } from 'react';
import { useLatest } from './use-latest.ts';
import type { Reading } from '../offline/read-through.ts';

export type ReadingState<T> = {
  data: T | null;
  /** Set when the data shown could not be refreshed from the network. */
  staleSince: Date | null;
  error: unknown;
  isLoading: boolean;
  reload: () => void;
};

export function useReading<T>(
  key: string | null,
  read: () => AsyncGenerator<Reading<T>, void, void>,
): ReadingState<T> {
  const readRef = useLatest(read);
  const [state, setState] = useState<Omit<ReadingState<T>, 'reload'>>({
    data: null,
    staleSince: null,
    error: null,
    isLoading: key !== null,
  });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    if (key === null) return;
    let isCurrent = true;
    setState((s) => ({ ...s, isLoading: true, error: null }));
    const readAll = async (): Promise<void> => {
      // The cached answer is shown at once; it is only "stale" once the network has failed.
      let cachedAt: Date | null = null;
      try {
        for await (const reading of readRef.current()) {
          if (!isCurrent) return;
          const isCache = reading.source === 'cache';
          cachedAt = isCache ? reading.storedAt : null;
          setState({ data: reading.data, staleSince: null, error: null, isLoading: isCache });
        }
      } catch (error) {
        if (isCurrent) setState((s) => ({ ...s, error, staleSince: cachedAt, isLoading: false }));
      }
    };
    // NOTE: readAll catches every failure of the read into the state, so it never rejects.
    void readAll();
    return () => {
      isCurrent = false;
    };
  }, [key, round, readRef]);

  return { ...state, reload };
}
