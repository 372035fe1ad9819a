// The transaction frames every console write shares (issue 13): lock the row, decide, write,
// record the change in the audit log, all in one transaction, so a refused write changes nothing
// and a committed one is always in the log. The per-table repos (badges/admin-repo.ts, …) supply the
// statements; the rules are admin/rules.ts's.
import type { Db, Tx } from '../db/client.ts';
import type { Decision } from './rules.ts';
import type { FieldErrors } from '../accounts/profile-rules.ts';
import { removalOf } from './rules.ts';
import { recordChange, type AuditStamp } from '../audit/repo.ts';

export type EditResult<R> =
  { kind: 'ok'; row: R } | { kind: 'not-found' } | { kind: 'refused'; errors: FieldErrors };

export type RemoveResult =
  { kind: 'ok'; outcome: 'deleted' | 'archived' } | Exclude<EditResult<never>, { kind: 'ok' }>;

type Archivable = { archivedAt: Date | null };

/** The archive time after an edit: kept, set now, or cleared (restored). */
function archivedAfter(current: Archivable, archived: boolean | undefined, at: Date): Date | null {
  if (archived === undefined) return current.archivedAt;
  return archived ? (current.archivedAt ?? at) : null;
}

function actionOf(entity: string, before: Archivable, after: Archivable): string {
  if (before.archivedAt === null && after.archivedAt !== null) return `${entity}.archive`;
  if (before.archivedAt !== null && after.archivedAt === null) return `${entity}.restore`;
  return `${entity}.update`;
}

export async function createRow<R extends { id: number }>(
  db: Db,
  opts: { entity: string; stamp: AuditStamp; insert: (tx: Tx) => Promise<R> },
): Promise<R> {
  return db.transaction(async (tx) => {
    const row = await opts.insert(tx);
    await recordChange(tx, opts.stamp, {
      action: `${opts.entity}.create`,
      entity: opts.entity,
      entityId: row.id,
      before: null,
      after: row,
    });
    return row;
  });
}

export async function editRow<R extends Archivable, V>(
  db: Db,
  opts: {
    entity: string;
    id: number;
    stamp: AuditStamp;
    archived?: boolean;
    /** The audit action when not `<entity>.update` / `.archive` / `.restore` (an image). */
    action?: string;
    lock: (tx: Tx) => Promise<R | undefined>;
    decide: (current: R) => Decision<V>;
    /** A refusal that depends on the archive state after the edit (a prize with odds left). */
    check?: (current: R, archivedAt: Date | null) => FieldErrors | null;
    write: (tx: Tx, values: V, archivedAt: Date | null) => Promise<R>;
  },
): Promise<EditResult<R>> {
  return db.transaction(async (tx) => {
    const before = await opts.lock(tx);
    if (!before) return { kind: 'not-found' };
    const decided = opts.decide(before);
    if (decided.kind === 'refused') return decided;
    const archivedAt = archivedAfter(before, opts.archived, opts.stamp.at);
    const errors = opts.check?.(before, archivedAt) ?? null;
    if (errors) return { kind: 'refused', errors };
    const after = await opts.write(tx, decided.value, archivedAt);
    const action = opts.action ?? actionOf(opts.entity, before, after);
    await recordChange(tx, opts.stamp, { action, entity: opts.entity, entityId: opts.id, before, after });
    return { kind: 'ok', row: after };
  });
}

/**
 * A delete: the row goes when nothing refers to it, else it is archived (DESIGN.md §8, issue 13).
 * NOTE: the row is locked first, so a reference committed meanwhile (an award, a buy) is seen by
 * the history check, and one made later waits on the lock and then finds the row archived.
 */
export async function removeRow<R extends Archivable>(
  db: Db,
  opts: {
    entity: string;
    id: number;
    stamp: AuditStamp;
    lock: (tx: Tx) => Promise<R | undefined>;
    check?: (current: R) => FieldErrors | null;
    hasHistory: (tx: Tx) => Promise<boolean>;
    archive: (tx: Tx, archivedAt: Date) => Promise<R>;
    remove: (tx: Tx) => Promise<void>;
  },
): Promise<RemoveResult> {
  return db.transaction(async (tx) => {
    const before = await opts.lock(tx);
    if (!before) return { kind: 'not-found' };
    const errors = opts.check?.(before) ?? null;
    if (errors) return { kind: 'refused', errors };
    const outcome = removalOf(await opts.hasHistory(tx));
    const after = outcome === 'archived' ? await opts.archive(tx, before.archivedAt ?? opts.stamp.at) : null;
    if (outcome === 'deleted') await opts.remove(tx);
    const action = `${opts.entity}.${outcome === 'deleted' ? 'delete' : 'archive'}`;
    await recordChange(tx, opts.stamp, { action, entity: opts.entity, entityId: opts.id, before, after });
    return { kind: 'ok', outcome };
  });
}
