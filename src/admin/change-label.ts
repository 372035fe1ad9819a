// How the dashboard's "Recent changes" words an audit log entry (issue 13): who did what to which
// row, from the entry's action (`<entity>.<verb>`) and the row's name in its before/after copy.
// Pure, so the wording is unit tested.
import { msg, plural, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '#i18n/runtime';

/** What was done, in the past: the start of a line of the log (a context: "removed" is not a count's label). */
const VERBS: Record<string, MessageDescriptor> = {
  create: msg({ context: 'audit log', message: 'created' }),
  update: msg({ context: 'audit log', message: 'edited' }),
  archive: msg({ context: 'audit log', message: 'archived' }),
  restore: msg({ context: 'audit log', message: 'restored' }),
  delete: msg({ context: 'audit log', message: 'deleted' }),
  image: msg({ context: 'audit log', message: 'changed the picture of' }),
  odds: msg({ context: 'audit log', message: 'changed the odds of' }),
  invite: msg({ context: 'audit log', message: 'invited an account for' }),
  link: msg({ context: 'audit log', message: 'sent a new set-password link for' }),
  unlink: msg({ context: 'audit log', message: 'removed the account of' }),
  place: msg({ context: 'audit log', message: 'placed' }),
  move: msg({ context: 'audit log', message: 'moved' }),
  remove: msg({ context: 'audit log', message: 'removed' }),
  replace: msg({ context: 'audit log', message: 'replaced' }),
  import: msg({ context: 'audit log', message: 'imported' }),
};

/** Each with its article, which agrees with the noun in Portuguese. */
const ENTITIES: Record<string, MessageDescriptor> = {
  badge: msg`the badge`,
  product: msg`the store item`,
  prize: msg`the wheel prize`,
  sponsor: msg`the sponsor`,
  staff: msg`the staff member`,
  cards: msg`the cards`,
  booth: msg`the booth`,
  'venue-plan': msg`the floor plan`,
  config: msg`the event configuration`,
};

export type ChangeEntry = {
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
};

/** The row's own name in its copy after (else before) the change, if it has one. */
function nameOf(entry: ChangeEntry): string | null {
  for (const copy of [entry.after, entry.before]) {
    if (typeof copy !== 'object' || copy === null) continue;
    const row = copy as Record<string, unknown>;
    for (const key of ['name', 'email', 'nickname']) {
      const value = row[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return null;
}

/** E.g. "archived the badge “Keynote”", "placed the booth #4", "imported the event configuration". */
export function changeLabel(entry: ChangeEntry): string {
  const dot = entry.action.lastIndexOf('.');
  const entityKey = dot < 0 ? entry.entity : entry.action.slice(0, dot);
  const verbText = VERBS[entry.action.slice(dot + 1)];
  const whatText = ENTITIES[entityKey];
  if (verbText === undefined || whatText === undefined) return entry.action;
  const verb = i18n._(verbText);
  const what = i18n._(whatText);
  const count = (entry.after as { count?: unknown } | null)?.count;
  if (entityKey === 'cards' && typeof count === 'number') {
    return t`${verb} ${plural(count, { one: '# card', other: '# cards' })}`;
  }
  const name = nameOf(entry);
  if (name !== null) return t`${verb} ${what} “${name}”`;
  const id = entry.entityId;
  if (id !== null && entityKey !== 'config' && entityKey !== 'cards') {
    return t`${verb} ${what} #${id}`;
  }
  return t`${verb} ${what}`;
}
