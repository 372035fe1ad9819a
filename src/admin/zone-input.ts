// <input type="datetime-local"> speaks a wall clock without a zone; a programme session's times
// are the event's wall clock (its IANA zone), whatever the organiser's laptop says. These two
// convert between an instant and the event's wall time. Pure (Intl only).
const pad = (n: number) => String(n).padStart(2, '0');

function wallParts(date: Date, timeZone: string): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  return Object.fromEntries(parts.filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
}

/** Milliseconds the zone is ahead of UTC at `date`. */
function offsetAt(date: Date, timeZone: string): number {
  const p = wallParts(date, timeZone);
  const asUtc = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** "2026-03-14T11:00": `date` on the event's wall clock. */
export function toZoneInput(date: Date, timeZone: string): string {
  const p = wallParts(date, timeZone);
  return `${p.year}-${pad(p.month ?? 0)}-${pad(p.day ?? 0)}T${pad(p.hour ?? 0)}:${pad(p.minute ?? 0)}`;
}

/**
 * The instant (RFC 3339, UTC) the event's wall clock reads `value` ("2026-03-14T11:00"); null when
 * it is not such a value. A wall time skipped by a clock change lands after the change.
 */
export function fromZoneInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (match === null) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  // The offset at a first guess, then at the instant it gives (right across a clock change).
  const first = wall - offsetAt(new Date(wall), timeZone);
  const instant = wall - offsetAt(new Date(first), timeZone);
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
