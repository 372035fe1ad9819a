// The writes every catalogue table of the console shares (issues 13 and 25): a badge, a store item
// and a wheel prize are each created, edited (archived or restored with `archived`), given a
// picture and removed (archived instead when it has history) the same way, through the
// transaction frames of rows.ts. A table's repo supplies only its own statements; what differs
// (a prize's odds, its refusal to leave the wheel) stays there.
import type { Db, Tx } from '../db/client.ts';
import type { AuditStamp } from '../audit/repo.ts';
import type { FieldErrors } from '../accounts/profile-rules.ts';
import type { Decision } from './rules.ts';
import { createRow, editRow, removeRow } from './rows.ts';

type CatalogueRow = { id: number; archivedAt: Date | null };
type Stamp = { archivedAt?: Date | null; updatedAt: Date };

export type CatalogueStatements<T extends CatalogueRow & V, V> = {
  /** The audit entity: `badge`, `product`, `prize`. */
  entity: string;
  /** The row, locked for the rest of the transaction. */
  lock: (tx: Tx, id: number) => Promise<T | undefined>;
  insert: (tx: Tx, values: V) => Promise<T>;
  /** Sets the given columns and the change's times; answers the row after. */
  update: (tx: Tx, id: number, set: Partial<T>, stamp: Stamp) => Promise<T>;
  columnsOf: (values: V) => Partial<T>;
  /** The picture column pointed at a stored path (uploads/storage.ts), or at none. */
  pictureOf: (path: string | null) => Partial<T>;
  /** Held, bought, won or referred to: deleting it would rewrite history. */
  hasHistory: (tx: Tx, id: number) => Promise<boolean>;
  remove: (tx: Tx, id: number) => Promise<void>;
  /** A refusal to take the row off (archive or removal): a prize that still has odds. */
  leaveRefusal?: (current: T) => FieldErrors | null;
};

export type CatalogueEdit<V> = { decide: (current: V) => Decision<V>; archived?: boolean };

export function catalogueRows<T extends CatalogueRow & V, V>(s: CatalogueStatements<T, V>) {
  const { entity, leaveRefusal } = s;
  const lock = (id: number) => (tx: Tx) => s.lock(tx, id);
  return {
    /** One new row, inside the caller's transaction (a create, or a line of a CSV import). */
    insert: s.insert,

    create: (db: Db, values: V, stamp: AuditStamp): Promise<T> =>
      createRow(db, { entity, stamp, insert: (tx) => s.insert(tx, values) }),

    edit: (db: Db, id: number, edit: CatalogueEdit<V>, stamp: AuditStamp) =>
      editRow(db, {
        entity,
        id,
        stamp,
        archived: edit.archived,
        lock: lock(id),
        decide: edit.decide,
        check:
          leaveRefusal && ((current, archivedAt) => (archivedAt === null ? null : leaveRefusal(current))),
        write: (tx, values, archivedAt) =>
          s.update(tx, id, s.columnsOf(values), { archivedAt, updatedAt: stamp.at }),
      }),

    /** Points the row at a new picture, or at none (null). */
    setPicture: (db: Db, id: number, path: string | null, stamp: AuditStamp) =>
      editRow(db, {
        entity,
        id,
        stamp,
        action: `${entity}.image`,
        lock: lock(id),
        decide: (current): Decision<T> => ({ kind: 'ok', value: current }),
        write: (tx) => s.update(tx, id, s.pictureOf(path), { updatedAt: stamp.at }),
      }),

    remove: (db: Db, id: number, stamp: AuditStamp) =>
      removeRow(db, {
        entity,
        id,
        stamp,
        lock: lock(id),
        check: leaveRefusal,
        hasHistory: (tx) => s.hasHistory(tx, id),
        archive: (tx, archivedAt) => s.update(tx, id, {}, { archivedAt, updatedAt: stamp.at }),
        remove: (tx) => s.remove(tx, id),
      }),
  };
}
