// The programme for every programme screen: the cached answer at once, then the network's, read
// again when the device comes back online, so an organiser's change reaches an open phone on its
// next connection without a reload. With the look-ups built once per answer. A public screen on a
// page the server rendered passes what the page came with (served-page.ts): shown until the read
// answers, so hydration draws the same.
import { useEffect, useMemo } from 'react';
import { readProgramme, type Programme } from '../api/programme.ts';
import { useReading, type ReadingState } from '../ui/use-reading.ts';
import { indexProgramme, type ProgrammeIndex } from './programme-index.ts';

export type ProgrammeState = ReadingState<Programme> & { index: ProgrammeIndex | null };

/** A page's programme: what it was drawn from, at what instant, and how to read what is newer. */
export type ServedProgramme = { programme: Programme; at: Date; read: typeof readProgramme };

export function useProgramme(served: ServedProgramme | null = null): ProgrammeState {
  const reading = useReading('programme', served?.read ?? readProgramme);
  const { reload } = reading;
  const data = reading.data ?? served?.programme ?? null;
  useEffect(() => {
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [reload]);
  const index = useMemo(() => (data === null ? null : indexProgramme(data)), [data]);
  return { ...reading, data, index };
}
