// A catalogue table's own statements (issue 25): badges, store items and wheel prizes are read by
// the console with one count beside each row (held, sold, won), and locked, inserted, updated and
// deleted by their id the same way. catalogue-rows.ts frames the writes; a table's repo names only
// its table, its count and what differs.
import { asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';

type IdColumn = PgColumn<{
  name: 'id';
  tableName: string;
  dataType: 'number';
  columnType: 'PgSerial';
  data: number;
  driverParam: number;
  notNull: true;
  hasDefault: true;
  isPrimaryKey: true;
  isAutoincrement: false;
  hasRuntimeDefault: false;
  enumValues: undefined;
  baseColumn: never;
  identity: undefined;
  generated: undefined;
}>;
type CatalogueTable = PgTable & { id: IdColumn };

/**
 * `count`: one column of SQL naming the outer table (in a one-table select Drizzle renders a
 * column unqualified, which inside a subquery would name the subquery's own `id`).
 */
export function catalogueTable<T extends CatalogueTable, K extends string>(
  table: T,
  count: Record<K, SQL<number>>,
) {
  type Row = T['$inferSelect'];
  type ConsoleRow = Row & Record<K, number>;
  const consoleColumns = { ...getTableColumns(table), ...count };
  const byId = (id: number) => eq(table.id, id);
  // NOTE: Drizzle cannot infer a select from a table known only by its type; the rows are typed here.
  const source: PgTable = table;
  return {
    /** Every row, archived ones too, in id order. */
    list: (db: Db): Promise<ConsoleRow[]> =>
      db.select(consoleColumns).from(source).orderBy(asc(table.id)) as Promise<ConsoleRow[]>,
    find: async (db: Db, id: number): Promise<ConsoleRow | null> => {
      const [row] = (await db.select(consoleColumns).from(source).where(byId(id))) as ConsoleRow[];
      return row ?? null;
    },
    /** The row, locked for the rest of the transaction. */
    lock: async (tx: Tx, id: number): Promise<Row | undefined> =>
      ((await tx.select().from(source).where(byId(id)).for('update')) as Row[])[0],
    insert: async (tx: Tx, values: PgInsertValue<T>): Promise<Row> =>
      ((await tx.insert(table).values(values).returning()) as Row[])[0]!,
    update: async (tx: Tx, id: number, set: PgUpdateSetSource<T>): Promise<Row> =>
      ((await tx.update(table).set(set).where(byId(id)).returning()) as Row[])[0]!,
    remove: async (tx: Tx, id: number): Promise<void> => {
      await tx.delete(table).where(byId(id));
    },
  };
}
