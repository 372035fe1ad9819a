// What an import would do (or did), in words for the console: the headline counts, which fields of
// a changed session moved, and what a removed session takes with it (its stars; its badge stays,
// unlinked). Pure, so it is tested as is.
import { msg, plural, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '#i18n/runtime';
import type { ImportReport } from './api/programme.ts';

const FIELD_NAMES: Record<string, MessageDescriptor> = {
  start: msg`start time`,
  end: msg`end time`,
  day: msg`day`,
  room: msg`room`,
  title: msg`title`,
  subtitle: msg`subtitle`,
  type: msg`type`,
  track: msg`track`,
  language: msg`language`,
  abstract: msg`abstract`,
  description: msg`description`,
  speakers: msg`speakers`,
  links: msg`links`,
  slug: msg`slug`,
};

/** "start time, room": the fields of a changed session, in the server's order. */
export function fieldsLabel(fields: readonly string[]): string {
  return fields
    .map((field) => {
      const name = FIELD_NAMES[field];
      return name === undefined ? field : i18n._(name);
    })
    .join(', ');
}

/** The four counts in the order shown, with their labels. */
export function importCounts(report: ImportReport): { key: string; label: string; count: number }[] {
  return [
    { key: 'added', label: t`added`, count: report.added.length },
    { key: 'changed', label: t`changed`, count: report.changed.length },
    { key: 'removed', label: t`removed`, count: report.removed.length },
    { key: 'unchanged', label: t`unchanged`, count: report.unchanged },
  ];
}

/** "Would add 3, change 1 and remove 2 sessions" (preview) or "Added 3, …" (applied). */
export function importHeadline(report: ImportReport): string {
  const { added, changed, removed } = report;
  if (added.length + changed.length + removed.length === 0) {
    return report.isApplied ? t`Nothing changed` : t`Nothing would change: the programme already matches`;
  }
  const [addedCount, changedCount, removedCount] = [added.length, changed.length, removed.length];
  return report.isApplied
    ? t`Added ${addedCount}, changed ${changedCount} and removed ${plural(removedCount, { one: '# session', other: '# sessions' })}`
    : t`Would add ${addedCount}, change ${changedCount} and remove ${plural(removedCount, { one: '# session', other: '# sessions' })}`;
}

/** "12 speakers · 4 rooms · 2 made by hand kept": what else the file holds. */
export function importDetail(report: ImportReport): string {
  const { speakers, rooms, keptHandMade } = report;
  const parts = [
    t`${plural(speakers, { one: '# speaker', other: '# speakers' })}`,
    t`${plural(rooms, { one: '# room', other: '# rooms' })}`,
  ];
  if (keptHandMade > 0) parts.push(t`${keptHandMade} made by hand kept`);
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
  const starCount = removed.stars;
  const stars =
    starCount === 0 ? t`no stars lost` : t`loses ${plural(starCount, { one: '# star', other: '# stars' })}`;
  if (removed.badgeId === null) return stars;
  const name = badgeName(removed.badgeId) ?? `#${removed.badgeId}`;
  return t`${stars} · its badge ${name} stays, unlinked`;
}
