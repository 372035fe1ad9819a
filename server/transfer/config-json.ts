// The configuration document (contract/transfer.ts) built from the configuration's rows
// (transfer/config-repo.ts). `picture` turns a stored picture path into what the document
// carries (uploads/config-pictures.ts), so this file reads no file itself.
import {
  CONFIG_FORMAT,
  CONFIG_VERSION,
  type ConfigDocument,
  type ConfigPicture,
} from '../contract/transfer.ts';
import type { ConfigRows } from './config-repo.ts';
import { utcIso } from '../domain/json-dates.ts';

type Embed = (stored: string | null) => Promise<ConfigPicture>;

const archivedJson = (at: Date | null) => (at === null ? null : utcIso(at));

/** One picture at a time: a document of thousands of rows never holds thousands of reads open. */
async function mapInOrder<T, U>(rows: readonly T[], map: (row: T) => Promise<U>): Promise<U[]> {
  const out: U[] = [];
  for (const row of rows) out.push(await map(row));
  return out;
}

export async function configDocumentOf(
  rows: ConfigRows,
  picture: Embed,
  plan: { content_type: 'image/svg+xml'; data: string },
  at: Date,
): Promise<ConfigDocument> {
  return {
    format: CONFIG_FORMAT,
    version: CONFIG_VERSION,
    exported_at: utcIso(at),
    courses: rows.courses.map((c) => ({ id: c.id, name: c.name })),
    badges: await mapInOrder(rows.badges, async (b) => ({
      id: b.id,
      name: b.name,
      description: b.description,
      type: b.type,
      tokens: b.tokens,
      begin: utcIso(b.begin),
      end: utcIso(b.end),
      begin_badge: utcIso(b.beginBadge),
      end_badge: utcIso(b.endBadge),
      counts_for_day: b.countsForDay,
      archived_at: archivedJson(b.archivedAt),
      picture: await picture(b.avatar),
    })),
    products: await mapInOrder(rows.products, async (p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      price: p.price,
      stock: p.stock,
      max_per_user: p.maxPerUser,
      is_redeemable: p.isRedeemable,
      archived_at: archivedJson(p.archivedAt),
      picture: await picture(p.img),
    })),
    prizes: await mapInOrder(rows.prizes, async (p) => ({
      id: p.id,
      name: p.name,
      stock: p.stock,
      max_amount_per_attendee: p.maxAmountPerAttendee,
      is_redeemable: p.isRedeemable,
      is_nothing: p.isNothing,
      probability: p.probability,
      archived_at: archivedJson(p.archivedAt),
      picture: await picture(p.avatar),
    })),
    payouts: rows.payouts.map((p) => ({ id: p.id, probability: p.probability, multiplier: p.multiplier })),
    games: { spin_price: rows.spinPrice },
    codes: rows.codes.map((c) => ({
      id: c.id,
      badge_id: c.badgeId,
      label: c.label,
      use_limit: c.useLimit,
      expires_at: archivedJson(c.expiresAt),
      disabled_at: archivedJson(c.disabledAt),
    })),
    companies: rows.companies.map((c) => ({
      id: c.id,
      name: c.name,
      sponsorship: c.sponsorship,
      channel_id: c.channelId,
      badge_id: c.badgeId,
      has_cv_access: c.hasCvAccess,
      remaining_spotlights: c.remainingSpotlights,
    })),
    venue: {
      plan,
      booths: rows.booths.map((b) => ({ company_id: b.companyId, x: b.x, y: b.y, label: b.label })),
    },
  };
}
