// What an import would do (or did), in words for the console: the headline counts, which fields of
// a changed session moved, and what a removed session takes with it (its stars; its badge stays,
// unlinked). Pure, so it is tested as is.
import type { ImportReport } from './api/programme.ts';

const FIELD_NAMES: Record<string, string> = {
  start: 'start time',
  end: 'end time',
  day: 'day',
  room: 'room',
  title: 'title',
  subtitle: 'subtitle',
  type: 'type',
  track: 'track',
  language: 'language',
  abstract: 'abstract',
  description: 'description',
  speakers: 'speakers',
  links: 'links',
  slug: 'slug',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "start time, room": the fields of a changed session, in the server's order. */
export function fieldsLabel(fields: readonly string[]): string {
  return fields.map((field) => FIELD_NAMES[field] ?? field).join(', ');
}

/** The four counts in the order shown, with their labels. */
export function importCounts(report: ImportReport): { key: string; label: string; count: number }[] {
  return [
    { key: 'added', label: 'added', count: report.added.length },
    { key: 'changed', label: 'changed', count: report.changed.length },
    { key: 'removed', label: 'removed', count: report.removed.length },
    { key: 'unchanged', label: 'unchanged', count: report.unchanged },
  ];
}

/** "Would add 3, change 1 and remove 2 sessions" (preview) or "Added 3, …" (applied). */
export function importHeadline(report: ImportReport): string {
  const { added, changed, removed } = report;
  if (added.length + changed.length + removed.length === 0) {
    return report.isApplied ? 'Nothing changed' : 'Nothing would change: the programme already matches';
  }
  const verbs = report.isApplied ? ['Added', 'changed', 'removed'] : ['Would add', 'change', 'remove'];
  return `${verbs[0]} ${added.length}, ${verbs[1]} ${changed.length} and ${verbs[2]} ${plural(removed.length, 'session')}`;
}

/** "12 speakers · 4 rooms · 2 made by hand kept": what else the file holds. */
export function importDetail(report: ImportReport): string {
  const parts = [plural(report.speakers, 'speaker'), plural(report.rooms, 'room')];
  if (report.keptHandMade > 0) parts.push(`${report.keptHandMade} made by hand kept`);
  return parts.join(' · ');
}

/**
 * What removing a session costs: "loses 3 stars · its badge Rust in production stays, unlinked".
 * `badgeName` looks a badge id up; a badge it does not know is named by its number.
 */
export function removalCost(
  removed: ImportReport['removed'][number],
  badgeName: (id: number) => string | null,
): string {
  const stars = removed.stars === 0 ? 'no stars lost' : `loses ${plural(removed.stars, 'star')}`;
  if (removed.badgeId === null) return stars;
  const name = badgeName(removed.badgeId) ?? `#${removed.badgeId}`;
  return `${stars} · its badge ${name} stays, unlinked`;
}
