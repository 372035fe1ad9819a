// admin/badge-slot.ts and the console's full dates (issue 23): a new badge's times come from an
// event day and a slot; lists name the whole date, so last year's badges do not look right.
import { describe, expect, it } from 'vitest';
import { defaultDay, eventDays, slotOf, slotTimes } from '../../../../src/admin/badge-slot.ts';
import { formatShort } from '../../../../src/admin/local-time.ts';
import { nameClash } from '../../../../src/admin/name-clash.ts';

describe('eventDays and defaultDay', () => {
  const days = eventDays('2026-11-27', 3);

  it('lists each day of the event with its number and full date', () => {
    expect(days).toEqual([
      { value: '2026-11-27', label: 'Day 1 · Fri 27 Nov 2026' },
      { value: '2026-11-28', label: 'Day 2 · Sat 28 Nov 2026' },
      { value: '2026-11-29', label: 'Day 3 · Sun 29 Nov 2026' },
    ]);
    expect(eventDays('2026-12-31', 2).map((d) => d.value)).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('starts a new badge today while the event runs, else on its first day', () => {
    expect(defaultDay(days, new Date(2026, 10, 28, 15, 0))).toBe('2026-11-28');
    expect(defaultDay(days, new Date(2026, 9, 1, 9, 0))).toBe('2026-11-27');
    expect(defaultDay([], new Date())).toBeNull();
  });
});

describe('slotTimes and slotOf', () => {
  it('sets the activity to the slot and gifting from its start to the end of the day', () => {
    expect(slotTimes({ day: '2026-11-28', from: '14:30', to: '15:15' })).toEqual({
      begin: '2026-11-28T14:30',
      end: '2026-11-28T15:15',
      beginBadge: '2026-11-28T14:30',
      endBadge: '2026-11-28T23:59',
    });
  });

  it('reads the slot back from a badge, or none from empty fields', () => {
    expect(slotOf('2026-11-28T14:30', '2026-11-28T15:15')).toEqual({
      day: '2026-11-28',
      from: '14:30',
      to: '15:15',
    });
    expect(slotOf('', '')).toBeNull();
  });
});

describe('formatShort', () => {
  it('names the weekday, day, month and year, then the time', () => {
    expect(formatShort(new Date(2026, 10, 27, 10, 0).toISOString())).toBe('Fri 27 Nov 2026, 10:00');
    expect(formatShort(new Date(2025, 10, 27, 9, 5).toISOString())).toBe('Thu 27 Nov 2025, 09:05');
  });
});

describe('nameClash', () => {
  const rows = [
    { id: 1, name: 'Aurora', isArchived: false },
    { id: 2, name: 'Old talk', isArchived: true },
  ];
  it('names a twin of another row, trimmed and in any case, and not the row itself', () => {
    expect(nameClash(rows, ' aurora ', null, 'badge')).toBe('Another badge is already called Aurora');
    expect(nameClash(rows, 'AURORA', 1, 'badge')).toBeNull();
    expect(nameClash(rows, 'old TALK', null, 'badge')).toBe(
      'An archived badge is already called Old talk: restore it or pick another name',
    );
    expect(nameClash(rows, 'Borealis', null, 'badge')).toBeNull();
    expect(nameClash(null, 'Aurora', null, 'badge')).toBeNull();
  });
});
