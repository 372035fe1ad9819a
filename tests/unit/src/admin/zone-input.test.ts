import { describe, expect, it } from 'vitest';
import { fromZoneInput, toZoneInput } from '../../../../src/admin/zone-input.ts';

describe('the event wall clock of a datetime input', () => {
  it('reads an instant on the event clock, not the device one', () => {
    expect(toZoneInput(new Date('2026-03-14T11:00:00Z'), 'Europe/Lisbon')).toBe('2026-03-14T11:00');
    expect(toZoneInput(new Date('2026-07-14T11:00:00Z'), 'Europe/Lisbon')).toBe('2026-07-14T12:00');
    expect(toZoneInput(new Date('2026-03-14T23:30:00Z'), 'America/New_York')).toBe('2026-03-14T19:30');
  });

  it('turns the event wall time back into the same instant', () => {
    expect(fromZoneInput('2026-07-14T12:00', 'Europe/Lisbon')).toBe('2026-07-14T11:00:00Z');
    expect(fromZoneInput('2026-03-15T00:30', 'Asia/Tokyo')).toBe('2026-03-14T15:30:00Z');
    for (const iso of ['2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', '2026-10-25T03:00:00Z']) {
      expect(fromZoneInput(toZoneInput(new Date(iso), 'Europe/Lisbon'), 'Europe/Lisbon')).toBe(iso);
    }
  });

  it('refuses what is not a wall time', () => {
    expect(fromZoneInput('', 'UTC')).toBeNull();
    expect(fromZoneInput('14/03/2026 11:00', 'UTC')).toBeNull();
  });
});
