// The programme for every programme screen: the cached answer at once, then the network's, read
// again when the device comes back online, so an organiser's change reaches an open phone on its
// next connection without a reload. With the look-ups built once per answer.
import { useEffect, useMemo } from 'react';
import { readProgramme, type Programme } from '../api/programme.ts';
import { useReading, type ReadingState } from '../ui/use-reading.ts';
import { indexProgramme, type ProgrammeIndex } from './programme-index.ts';

export type ProgrammeState = ReadingState<Programme> & { index: ProgrammeIndex | null };

export function useProgramme(): ProgrammeState {
  const reading = useReading('programme', readProgramme);
  const { reload, data } = reading;
  useEffect(() => {
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [reload]);
  const index = useMemo(() => (data === null ? null : indexProgramme(data)), [data]);
  return { ...reading, index };
}
