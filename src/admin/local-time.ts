// <input type="datetime-local"> speaks the device's wall clock without a zone; the wire speaks
// RFC 3339. These two convert between them.
// NOTE: in the device's time zone, not the event's; issue 13's note says so until the event has one.
import { dateLocale } from '#i18n/runtime';

const pad = (n: number) => String(n).padStart(2, '0');

export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** "Sun 29 Nov, 12:00" on the device's clock: when a link ends, say (issue 23). */
export function formatDayTime(iso: string): string {
  const d = new Date(iso);
  return new Intl.DateTimeFormat(dateLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(d);
}

/**
 * "Fri 27 Nov 2026, 10:00" on the device's clock: a console list names the whole date (issue 23:
 * a weekday alone let last year's imported badges look right).
 */
export function formatShort(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const day = d.toLocaleDateString(dateLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat(dateLocale(), { hour: '2-digit', minute: '2-digit' }).format(d);
  return `${day.replace(',', '')}, ${time}`;
}
