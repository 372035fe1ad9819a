// A store item's and a wheel prize's JSON in the organiser console (contract/catalogue-admin.ts)
// and in the configuration document (contract/transfer.ts): the same fields, in the same order,
// each with its own tail. Pictures are absolute (Links.absolute), as in every other answer.
import type { redeemables } from '../db/schema/store.ts';
import type { prizes } from '../db/schema/games.ts';
import type { ConsolePrizeJson, ConsoleProductJson } from '../contract/catalogue-admin.ts';
import type { ConsoleItemRow } from './admin-repo.ts';
import type { ConsolePrizeRow } from './admin-prize-repo.ts';
import type { Links } from '../uploads/links.ts';
import { utcIsoOrNull } from '../domain/json-dates.ts';

/** A store item's own fields, as both the console and the configuration document write them. */
export const productFieldsJson = (r: typeof redeemables.$inferSelect) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price: r.price,
  stock: r.stock,
  max_per_user: r.maxPerUser,
  is_redeemable: r.isRedeemable,
});

/** A wheel prize's own fields, as both the console and the configuration document write them. */
export const prizeFieldsJson = (p: typeof prizes.$inferSelect) => ({
  id: p.id,
  name: p.name,
  stock: p.stock,
  max_amount_per_attendee: p.maxAmountPerAttendee,
  is_redeemable: p.isRedeemable,
  is_nothing: p.isNothing,
  probability: p.probability,
});

export const consoleProductJson = (r: ConsoleItemRow, links: Links): ConsoleProductJson => ({
  ...productFieldsJson(r),
  image: links.absolute(r.img),
  archived_at: utcIsoOrNull(r.archivedAt),
  sold: r.sold,
});

export const consolePrizeJson = (p: ConsolePrizeRow, links: Links): ConsolePrizeJson => ({
  ...prizeFieldsJson(p),
  avatar: links.absolute(p.avatar),
  archived_at: utcIsoOrNull(p.archivedAt),
  won: p.won,
});
