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
import { utcIso, utcIsoOrNull } from '../domain/json-dates.ts';
import { badgeFieldsJson } from '../badges/admin-json.ts';
import { prizeFieldsJson, productFieldsJson } from '../store/admin-json.ts';

type Embed = (stored: string | null) => Promise<ConfigPicture>;

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
      ...badgeFieldsJson(b),
      archived_at: utcIsoOrNull(b.archivedAt),
      picture: await picture(b.avatar),
    })),
    products: await mapInOrder(rows.products, async (p) => ({
      ...productFieldsJson(p),
      archived_at: utcIsoOrNull(p.archivedAt),
      picture: await picture(p.img),
    })),
    prizes: await mapInOrder(rows.prizes, async (p) => ({
      ...prizeFieldsJson(p),
      archived_at: utcIsoOrNull(p.archivedAt),
      picture: await picture(p.avatar),
    })),
    payouts: rows.payouts.map((p) => ({ id: p.id, probability: p.probability, multiplier: p.multiplier })),
    games: { spin_price: rows.spinPrice },
    codes: rows.codes.map((c) => ({
      id: c.id,
      badge_id: c.badgeId,
      label: c.label,
      use_limit: c.useLimit,
      expires_at: utcIsoOrNull(c.expiresAt),
      disabled_at: utcIsoOrNull(c.disabledAt),
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
