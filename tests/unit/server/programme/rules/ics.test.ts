// The programme's iCalendar writer and time zone helpers (issue 22): lines folded at 75 octets
// without splitting a UTF-8 character, text escaped, a VTIMEZONE with the zone's DST changes,
// wall times in the zone both ways, and durations as exports write them.
import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../../../../server/programme/rules/event-fields.ts';
import { escapeText, foldLine, writeCalendar } from '../../../../../server/programme/rules/ics.ts';
import { vtimezoneLines } from '../../../../../server/programme/rules/vtimezone.ts';
import { formatInZone, localDate, zonedToInstant } from '../../../../../server/programme/rules/zone.ts';

describe('foldLine', () => {
  it('folds at 75 octets, never inside a character, and unfolds to the same line', () => {
    const line = `SUMMARY:${'Łódź „Ωmega“ ☕ '.repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});

describe('zones', () => {
  it('reads and writes wall times in the zone across a DST change', () => {
    const summer = zonedToInstant('2026-07-01', '10:00', 'Europe/Lisbon');
    expect(summer.toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(formatInZone(summer, 'Europe/Lisbon')).toBe('2026-07-01T10:00:00+01:00');
    expect(formatInZone(new Date('2026-03-14T10:00:00Z'), 'America/Sao_Paulo')).toBe(
      '2026-03-14T07:00:00-03:00',
    );
    expect(localDate(new Date('2026-03-14T23:30:00Z'), 'Europe/Berlin')).toBe('2026-03-15');
  });

  it('lists the DST changes around the sessions in the VTIMEZONE', () => {
    const lines = vtimezoneLines(
      'Europe/Lisbon',
      new Date('2026-03-10T09:00:00Z'),
      new Date('2026-04-02T09:00:00Z'),
    );
    expect(lines).toContain('TZID:Europe/Lisbon');
    // The change of 29 March 2026 at 01:00 UTC, at its wall time before the change.
    expect(lines.join('\n')).toContain(
      'BEGIN:DAYLIGHT\nDTSTART:20260329T010000\nTZOFFSETFROM:+0000\nTZOFFSETTO:+0100',
    );
    expect(vtimezoneLines('UTC', new Date(), new Date())).toContain('TZOFFSETTO:+0000');
  });

  it('writes a calendar whose events are at the zone wall time', () => {
    const ics = writeCalendar({
      name: 'Conf',
      timeZone: 'Europe/Lisbon',
      now: new Date('2026-01-01T00:00:00Z'),
      events: [
        {
          guid: 'g-1',
          title: 'Talk, with comma',
          description: '',
          location: 'Hall',
          url: '',
          start: new Date('2026-07-01T09:00:00Z'),
          end: new Date('2026-07-01T09:45:00Z'),
          sequence: 2,
          updatedAt: new Date('2026-01-01T00:00:00Z'),
        },
      ],
    });
    expect(ics).toContain('DTSTART;TZID=Europe/Lisbon:20260701T100000\r\n');
    expect(ics).toContain('SUMMARY:Talk\\, with comma\r\n');
    expect(ics).toContain('SEQUENCE:2\r\n');
  });
});

describe('parseDuration', () => {
  it('reads HH:MM, hours past 24 and HH:MM:SS, and refuses anything else', () => {
    expect(parseDuration('00:45')).toBe(45);
    expect(parseDuration('1:30')).toBe(90);
    expect(parseDuration('25:00')).toBe(25 * 60);
    expect(parseDuration('01:02:30')).toBe(62);
    expect(parseDuration('45min')).toBeNull();
    expect(parseDuration('00:75')).toBeNull();
  });
});
