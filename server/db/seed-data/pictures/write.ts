// Gives the demo's badges and store items their pictures (issue 13) the way an organiser's upload
// does: each file goes through the upload store (a temp file, then stored in the database under
// catalogue/<kind>/<id>/original.svg) and the row's avatar or img gets the path an upload stores,
// so a later upload replaces it like any other. Runs inside the seed's transaction (the store is
// given that transaction), so a failed write leaves no row pointing at a missing picture.
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../client.ts';
import { badges } from '../../schema/badges.ts';
import { redeemables } from '../../schema/store.ts';
import type { CatalogueKind } from '../../../contract/catalogue-admin.ts';
import { catalogueImageUrl, type UploadStore } from '../../../uploads/storage.ts';
import type { DemoPlan } from '../plan.ts';
import { badgePicture } from './badge-pictures.ts';
import { productPicture } from './product-pictures.ts';

type Picture = { id: number; svg: string };

async function place(store: UploadStore, kind: CatalogueKind, picture: Picture): Promise<void> {
  const temp = await store.newTempPath();
  await fs.writeFile(temp, picture.svg);
  await store.placeCatalogueImage(kind, picture.id, temp, 'svg');
}

/** Each picture's file in place, then one update pointing the rows at them. */
async function placeAll(
  tx: Tx,
  store: UploadStore,
  kind: CatalogueKind,
  pictures: readonly Picture[],
  at: Date,
): Promise<void> {
  for (const picture of pictures) await place(store, kind, picture);
  const paths = JSON.stringify(
    pictures.map(({ id }) => ({ id, path: catalogueImageUrl(kind, id, 'svg', at) })),
  );
  const column = kind === 'badges' ? sql`avatar` : sql`img`;
  const table = kind === 'badges' ? badges : redeemables;
  await tx.execute(sql`
    update ${table} t set ${column} = v.path
      from json_to_recordset(${paths}::json) as v(id int, path text)
     where t.id = v.id`);
}

export async function writeDemoPictures(tx: Tx, plan: DemoPlan, store: UploadStore, at: Date): Promise<void> {
  const seeds = new Map(plan.badges.map((badge) => [badge.name, badge]));
  const badgeRows = await tx.select({ id: badges.id, name: badges.name }).from(badges);
  const badgePictures = badgeRows.flatMap(({ id, name }) => {
    const seed = seeds.get(name);
    return seed ? [{ id, svg: badgePicture(seed) }] : [];
  });
  const itemRows = await tx.select({ id: redeemables.id, name: redeemables.name }).from(redeemables);
  const itemPictures = itemRows.flatMap(({ id, name }) => {
    const svg = productPicture(name);
    return svg === null ? [] : [{ id, svg }];
  });
  await placeAll(tx, store, 'badges', badgePictures, at);
  await placeAll(tx, store, 'products', itemPictures, at);
}
