// The rows of a console CSV import (issue 23), all in one transaction: each is created as a
// hand-made create is (repo insert and an audit entry `<entity>.create`), so the file goes in
// whole or not at all. The rows were judged first (transfer/catalogue-rules.ts); the names are
// checked again here, inside the transaction, against rows created since the preview.
import type { Db } from '../db/client.ts';
import type { ImportValues } from './catalogue-rules.ts';
import { nameKey, namesOf, type NamedKind } from '../admin/catalogue-names.ts';
import { recordChange, type AuditStamp } from '../audit/repo.ts';
import { insertBadge } from '../badges/admin-repo.ts';
import { insertPrize } from '../store/admin-prize-repo.ts';
import { insertItem } from '../store/admin-repo.ts';

const ENTITIES = { badges: 'badge', products: 'product', prizes: 'prize' } as const;

export type ImportWrite = { kind: 'ok'; created: number } | { kind: 'name-taken'; name: string };

export async function importCatalogueRows(
  db: Db,
  kind: NamedKind & keyof typeof ENTITIES,
  rows: readonly ImportValues[],
  stamp: AuditStamp,
): Promise<ImportWrite> {
  return db.transaction(async (tx) => {
    const taken = await namesOf(tx, kind);
    const clash = rows.find((row) => taken.has(nameKey(row.values.name)));
    if (clash) return { kind: 'name-taken', name: clash.values.name };
    for (const row of rows) {
      const created =
        row.kind === 'badges'
          ? await insertBadge(tx, row.values)
          : row.kind === 'products'
            ? await insertItem(tx, row.values)
            : await insertPrize(tx, row.values);
      const entity = ENTITIES[kind];
      await recordChange(tx, stamp, {
        action: `${entity}.create`,
        entity,
        entityId: created.id,
        before: null,
        after: created,
      });
    }
    return { kind: 'ok', created: rows.length };
  });
}
