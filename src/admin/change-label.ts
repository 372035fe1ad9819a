// How the dashboard's "Recent changes" words an audit log entry (issue 13): who did what to which
// row, from the entry's action (`<entity>.<verb>`) and the row's name in its before/after copy.
// Pure, so the wording is unit tested.

const VERBS: Record<string, string> = {
  create: 'created',
  update: 'edited',
  archive: 'archived',
  restore: 'restored',
  delete: 'deleted',
  image: 'changed the picture of',
  odds: 'changed the odds of',
  invite: 'invited an account for',
  link: 'sent a new set-password link for',
  unlink: 'removed the account of',
  place: 'placed',
  move: 'moved',
  remove: 'removed',
  replace: 'replaced',
  import: 'imported',
};

const ENTITIES: Record<string, string> = {
  badge: 'badge',
  product: 'store item',
  prize: 'wheel prize',
  sponsor: 'sponsor',
  staff: 'staff member',
  cards: 'cards',
  booth: 'booth',
  'venue-plan': 'floor plan',
  config: 'event configuration',
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
  const verb = VERBS[entry.action.slice(dot + 1)];
  const what = ENTITIES[entityKey];
  if (verb === undefined || what === undefined) return entry.action;
  const count = (entry.after as { count?: unknown } | null)?.count;
  if (entityKey === 'cards' && typeof count === 'number') {
    return `${verb} ${count} ${count === 1 ? 'card' : 'cards'}`;
  }
  const name = nameOf(entry);
  if (name !== null) return `${verb} the ${what} “${name}”`;
  if (entry.entityId !== null && entityKey !== 'config' && entityKey !== 'cards') {
    return `${verb} the ${what} #${entry.entityId}`;
  }
  return `${verb} the ${what}`;
}
