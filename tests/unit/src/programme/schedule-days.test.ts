import { describe, expect, it } from 'vitest';
import {
  isAfterMidnight,
  openingDay,
  sessionsOfDay,
  toTimeSlots,
} from '../../../../src/programme/schedule-days.ts';
import { calendarDate, formatTime } from '../../../../src/programme/wall-time.ts';
import { aSession } from './session-factory.ts';

const ZONE = 'Europe/Lisbon';
// Friday's party runs past midnight; the export puts it in Friday (frab's day element).
const keynote = aSession({
  title: 'Keynote',
  start: '2026-03-13T09:00:00+00:00',
  end: '2026-03-13T10:00:00+00:00',
});
const late = aSession({
  title: 'Late',
  start: '2026-03-13T23:00:00+00:00',
  end: '2026-03-13T23:45:00+00:00',
});
const afterMidnight = aSession({
  title: 'After midnight',
  day: '2026-03-13',
  start: '2026-03-14T00:30:00+00:00',
  end: '2026-03-14T01:30:00+00:00',
});
const saturday = aSession({
  title: 'Saturday',
  start: '2026-03-14T09:00:00+00:00',
  end: '2026-03-14T09:30:00+00:00',
});
const parallel = aSession({
  title: 'Parallel',
  roomId: 2,
  start: '2026-03-13T09:00:00+00:00',
  end: '2026-03-13T09:45:00+00:00',
});
const all = [saturday, afterMidnight, late, parallel, keynote];
const days = ['2026-03-13', '2026-03-14'];

describe('sessionsOfDay', () => {
  it('keeps a session after midnight in its programme day, after the evening', () => {
    expect(sessionsOfDay(all, '2026-03-13').map((s) => s.title)).toEqual([
      'Keynote',
      'Parallel',
      'Late',
      'After midnight',
    ]);
    expect(sessionsOfDay(all, '2026-03-14').map((s) => s.title)).toEqual(['Saturday']);
  });

  it('marks it as after midnight and shows its wall time in the event zone', () => {
    expect(isAfterMidnight(afterMidnight, ZONE)).toBe(true);
    expect(isAfterMidnight(late, ZONE)).toBe(false);
    expect(formatTime(afterMidnight.start, ZONE)).toBe('00:30');
    expect(formatTime(afterMidnight.start, 'America/New_York')).toBe('20:30');
    expect(calendarDate(afterMidnight.start, 'America/New_York')).toBe('2026-03-13');
  });
});

describe('toTimeSlots', () => {
  it('puts sessions that start together in one slot, in order', () => {
    const slots = toTimeSlots(sessionsOfDay(all, '2026-03-13'));
    expect(slots.map((slot) => slot.sessions.map((s) => s.title))).toEqual([
      ['Keynote', 'Parallel'],
      ['Late'],
      ['After midnight'],
    ]);
  });
});

describe('openingDay', () => {
  it('opens the first day before the event and after it', () => {
    expect(openingDay(days, all, new Date('2026-03-01T10:00:00Z'), null)).toBe('2026-03-13');
    expect(openingDay(days, all, new Date('2026-04-01T10:00:00Z'), null)).toBe('2026-03-13');
  });

  it('keeps the evening’s day open after midnight while its last session runs', () => {
    expect(openingDay(days, all, new Date('2026-03-14T01:00:00Z'), null)).toBe('2026-03-13');
    expect(openingDay(days, all, new Date('2026-03-14T02:00:00Z'), null)).toBe('2026-03-14');
  });

  it('lets a picked day win when it exists', () => {
    expect(openingDay(days, all, new Date('2026-03-13T10:00:00Z'), '2026-03-14')).toBe('2026-03-14');
    expect(openingDay(days, all, new Date('2026-03-13T10:00:00Z'), '2027-01-01')).toBe('2026-03-13');
  });
});
