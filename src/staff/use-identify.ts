// Identifying attendees by scan (GET /api/attendee?id=, ?code= or ?username=; staff get the email too),
// cache first, so someone seen before is identified in a dead zone. Keeps the current person and
// the earlier ones of this session.
import { t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { AttendeeLookupError, readAttendee, type PublicAttendee } from '../api/attendees.ts';
import type { ScannedCode, ScanResult } from '../ui/scanner/scan-station.tsx';
import { lookupFailure } from './lookup-failure.ts';

async function firstReading(code: ScannedCode, userKey: string): Promise<PublicAttendee> {
  for await (const reading of readAttendee(code, userKey)) return reading.data;
  throw new AttendeeLookupError('other');
}

export function useIdentify(userKey: string) {
  const [people, setPeople] = useState<PublicAttendee[]>([]);

  const onScan = useCallback(
    async (code: ScannedCode): Promise<ScanResult> => {
      try {
        const person = await firstReading(code, userKey);
        setPeople((all) => [person, ...all.filter((p) => p.id !== person.id)].slice(0, 20));
        return { kind: 'success', title: t`Identified`, detail: person.name ?? person.nickname };
      } catch (error) {
        return lookupFailure(code, error instanceof AttendeeLookupError ? error.reason : 'other');
      }
    },
    [userKey],
  );

  return { current: people[0] ?? null, earlier: people.slice(1), onScan };
}
