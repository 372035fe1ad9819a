// The event's identity row (issue 23; schema/event-identity.ts): read by the manifest, the served
// HTML, GET /api/event, the mails and the card sheet (through server/event/identity.ts's cache),
// written by the console with its audit entry in the same transaction.
// NOTE: nothing reads it at server start; with no row every default holds.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { eventIdentity } from '../db/schema/event-identity.ts';
import type { IdentitySettings } from './identity-rules.ts';
import { recordChange, type AuditStamp } from '../audit/repo.ts';

export type IdentityRow = IdentitySettings & {
  logo: string | null;
  icon192: string | null;
  icon512: string | null;
  iconMaskable: string | null;
};

export type IdentityFile = 'logo' | 'icon192' | 'icon512' | 'iconMaskable';

export const EMPTY_IDENTITY: IdentityRow = {
  name: null,
  shortName: null,
  themeColor: null,
  backgroundColor: null,
  logo: null,
  icon192: null,
  icon512: null,
  iconMaskable: null,
};

const columns = {
  name: eventIdentity.name,
  shortName: eventIdentity.shortName,
  themeColor: eventIdentity.themeColor,
  backgroundColor: eventIdentity.backgroundColor,
  logo: eventIdentity.logo,
  icon192: eventIdentity.icon192,
  icon512: eventIdentity.icon512,
  iconMaskable: eventIdentity.iconMaskable,
};

export async function readIdentity(db: Db | Tx): Promise<IdentityRow> {
  const [row] = await db.select(columns).from(eventIdentity).where(eq(eventIdentity.id, 1));
  return row ?? EMPTY_IDENTITY;
}

async function write(
  db: Db,
  change: Partial<IdentityRow>,
  action: string,
  stamp: AuditStamp,
): Promise<IdentityRow> {
  return db.transaction(async (tx) => {
    const before = await readIdentity(tx);
    await tx
      .insert(eventIdentity)
      .values({ id: 1, ...change, updatedAt: stamp.at })
      .onConflictDoUpdate({ target: eventIdentity.id, set: { ...change, updatedAt: stamp.at } });
    const after = await readIdentity(tx);
    await recordChange(tx, stamp, { action, entity: 'identity', entityId: null, before, after });
    return after;
  });
}

export const setIdentitySettings = (db: Db, settings: IdentitySettings, stamp: AuditStamp) =>
  write(db, settings, 'identity.settings', stamp);

/** Points the logo or the icons at new served paths (null: back to the default). */
export const setIdentityFiles = (
  db: Db,
  files: Partial<Record<IdentityFile, string | null>>,
  action: 'identity.logo' | 'identity.icons',
  stamp: AuditStamp,
) => write(db, files, action, stamp);
