// The demo event (provider-api.md §6, with our own names): seeded once, on a database with no
// users, in one transaction so a crash leaves an empty database that seeds again on the next
// start. server/main.ts calls it only when config.isDemoSeedAllowed (or with --demo).
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import { createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import type { Db } from './client.ts';
import { users } from './schema/accounts.ts';
import { DEMO_ATTENDEES, DEMO_DOMAIN, DEMO_FREE_CARDS, DEMO_PASSWORD } from './seed-data/people.ts';
import { writeDemoPictures } from './seed-data/pictures/write.ts';
import { buildDemoPlan, type DemoPlan } from './seed-data/plan.ts';
import { seedProgramme } from './seed-data/programme.ts';
import { seedVenue } from './seed-data/venue.ts';
import { writeDemoPlan } from './seed-data/write.ts';

export type SeedLog = { info: (message: string) => void };

/** Serialises seeding across processes sharing one PostgreSQL (any constant of this app's own). */
const SEED_LOCK_ID = 7_202_612;

async function hasUsers(db: Pick<Db, 'select'>): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

function summarise(plan: DemoPlan, config: Config, elapsedMs: number): string {
  const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
  const day = plan.clock.start.toISOString().slice(0, 10);
  const at = (local: string) => `${local}@${DEMO_DOMAIN}`;
  return [
    `Demo event seeded in ${elapsedMs} ms: ${config.eventName} ${config.eventYear}, ${plan.clock.days} days from ${day}.`,
    `Open ${origin} and sign in with the password "${DEMO_PASSWORD}" as any of:`,
    `  admin      ${at('admin')} (staff, admin)`,
    `  staff      ${at('staff1')} … ${at('staff5')}`,
    `  sponsors   ${at('exclusive')}, ${at('gold')}, ${at('silver')}, ${at('bronze')}`,
    `  attendees  ${at('attendee1')} … ${at(`attendee${DEMO_ATTENDEES}`)}`,
    `${DEMO_FREE_CARDS} unregistered cards: npm run admin -- cards list (new ones: npm run admin -- cards <N>)`,
  ].join('\n');
}

export async function seedDemoIfEmpty(
  db: Db,
  config: Config,
  log: SeedLog,
  now: Date = new Date(),
): Promise<{ summary: string } | null> {
  if (await hasUsers(db)) return null;
  const started = Date.now();
  log.info('Empty database: seeding the demo event…');
  // NOTE: one hash for every demo account. A memory-hard hash costs ~0.3 s at production cost
  // and there are 136 accounts; they all share the public demo password anyway, so distinct salts
  // would protect nothing.
  const passwordHash = await hashPassword(DEMO_PASSWORD, config.kdf);
  const plan = buildDemoPlan({ start: config.eventStart, days: config.eventDays }, now);
  const isSeeded = await db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL: the second waits here, then sees users.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasUsers(tx)) return false;
    await writeDemoPlan(tx, plan, passwordHash);
    await seedVenue(tx, plan.companies);
    await seedProgramme(tx, plan.badges, config.eventTimeZone);
    await writeDemoPictures(tx, plan, createUploadStore(uploadsRoot(config), tx), now);
    return true;
  });
  return isSeeded ? { summary: summarise(plan, config, Date.now() - started) } : null;
}
