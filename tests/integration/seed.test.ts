// The demo seed on a fresh database (server/db/seed.ts): what it creates, that it runs once, that
// a fresh start can award badges at once, and that every invariant the live rules keep holds.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../server/db/seed.ts';
import { ACHIEVEMENTS, CHECKPOINTS, dayBadgeName } from '../../server/achievements/names.ts';
import {
  PRIZE_ENTRIES,
  PRIZE_ENTRIES_MARKER,
  PRIZE_LUCKY_STREAK,
  PRIZE_NOTHING,
  PRIZE_TOKENS,
} from '../../server/db/seed-data/prizes.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let first: { summary: string } | null;
const silent = { info: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  first = await seedDemoIfEmpty(t.database.db, t.config, silent, t.clock.now);
});
afterAll(() => t.close());

async function rows<T>(query: string): Promise<T[]> {
  // NOTE: Db is typed over both drivers, so raw results come back as unknown; both have `rows`.
  return ((await t.database.db.execute(sql.raw(query))) as { rows: T[] }).rows;
}
const count = async (query: string) => Number((await rows<{ n: number | string }>(query))[0]!.n);

describe('seedDemoIfEmpty', () => {
  it('answers a summary naming the demo accounts', () => {
    expect(first?.summary).toContain('admin@confetti.dev');
    for (const email of [
      'staff1@',
      'exclusive@',
      'gold@',
      'silver@',
      'bronze@',
      'attendee1@',
      'attendee100@',
    ]) {
      expect(first?.summary).toContain(`${email}confetti.dev`);
    }
    expect(first?.summary).toContain('password1234');
    expect(first?.summary).toMatch(/20 unregistered cards: npm run admin -- cards list/);
  });

  it('creates the staff, companies, attendees, cards, store, prizes and pay table', async () => {
    expect(await count('select count(*) n from staffs')).toBe(6);
    expect(
      await rows('select u.email from staffs s join users u on u.id = s.user_id where s.is_admin'),
    ).toEqual([{ email: 'admin@confetti.dev' }]);
    const tiers = await rows<{
      email: string;
      sponsorship: string;
      tokens: number;
      type: number;
      cv: boolean;
    }>(
      `select u.email, c.sponsorship, b.tokens, b.type, c.has_cv_access cv from companies c
       join users u on u.id = c.user_id join badges b on b.id = c.badge_id
       where u.email in ('exclusive@confetti.dev','gold@confetti.dev','silver@confetti.dev','bronze@confetti.dev')
       order by b.tokens desc`,
    );
    expect(tiers).toEqual([
      { email: 'exclusive@confetti.dev', sponsorship: 'Exclusive', tokens: 80, type: 4, cv: true },
      { email: 'gold@confetti.dev', sponsorship: 'Gold', tokens: 60, type: 4, cv: true },
      { email: 'silver@confetti.dev', sponsorship: 'Silver', tokens: 40, type: 4, cv: false },
      { email: 'bronze@confetti.dev', sponsorship: 'Bronze', tokens: 20, type: 4, cv: false },
    ]);
    expect(await count('select count(distinct badge_id) n from companies')).toBe(
      await count('select count(*) n from companies'),
    );
    expect(await count('select count(*) n from attendees where user_id is not null')).toBe(100);
    expect(await count('select count(*) n from attendees where user_id is null')).toBe(20);
    expect(await count('select count(*) n from redeemables')).toBe(11);
    expect(await count('select count(*) n from prizes')).toBe(20);
    expect(await count('select count(*) n from payouts')).toBe(6);
    const [{ total }] = (await rows<{ total: number }>('select sum(probability) total from prizes')) as [
      { total: number },
    ];
    expect(total).toBeCloseTo(1, 12);
  });

  it('creates every badge that code awards by name, and the wheel prizes it matches by name', async () => {
    const names = new Set((await rows<{ name: string }>('select name from badges')).map((r) => r.name));
    const days = Array.from({ length: t.config.eventDays }, (_, i) => dayBadgeName(i + 1));
    for (const name of [...Object.values(ACHIEVEMENTS), ...CHECKPOINTS.map((c) => c.name), ...days]) {
      expect(names, name).toContain(name);
    }
    const prizeNames = (await rows<{ name: string }>('select name from prizes')).map((r) => r.name);
    expect(prizeNames).toEqual(
      expect.arrayContaining([PRIZE_NOTHING, PRIZE_TOKENS, PRIZE_ENTRIES, PRIZE_LUCKY_STREAK]),
    );
    expect(prizeNames.filter((n) => n.includes(PRIZE_ENTRIES_MARKER))).toEqual([PRIZE_ENTRIES]);
  });

  it('lets staff award at least a dozen badges of several types on the first event day', async () => {
    const at = new Date(t.config.eventStart.getTime() + 10 * 3_600_000).toISOString();
    const open = await rows<{ type: number }>(
      `select type from badges where type not in (0, 4) and begin_badge <= '${at}' and end_badge > '${at}'
       and name not in (${Object.values(ACHIEVEMENTS)
         .map((n) => `'${n}'`)
         .join(',')})`,
    );
    expect(open.length).toBeGreaterThanOrEqual(12);
    expect(new Set(open.map((b) => b.type)).size).toBeGreaterThanOrEqual(3);
    expect(open.map((b) => b.type)).toContain(6);
    expect(
      await count(`select count(*) n from badges where begin >= "end" or begin_badge >= end_badge`),
    ).toBe(0);
  });

  it('leaves balances, stock and deliveries within bounds, and snapshots equal to balances', async () => {
    expect(await count('select count(*) n from redeems')).toBeGreaterThanOrEqual(650);
    expect(await count('select count(*) n from attendees where token_balance < 0 or entries < 0')).toBe(0);
    expect(await count('select count(*) n from redeemables where stock < 0')).toBe(0);
    expect(await count('select count(*) n from prizes where stock < 0')).toBe(0);
    expect(await count('select count(*) n from buys where redeemed > quantity')).toBe(0);
    expect(await count('select count(*) n from buys where redeemed > 0')).toBeGreaterThan(0);
    expect(await count('select count(*) n from buys')).toBeGreaterThan(20);
    expect(await count('select sum(quantity) n from attendees_prizes')).toBeGreaterThan(30);
    const stale = await count(
      `select count(*) n from attendees a join lateral (select quantity from daily_tokens d
         where d.attendee_id = a.id order by day desc limit 1) last on true where last.quantity <> a.token_balance`,
    );
    expect(stale).toBe(0);
  });

  it('does nothing on a database that already has users', async () => {
    const before = await count('select count(*) n from redeems');
    expect(await seedDemoIfEmpty(t.database.db, t.config, silent, t.clock.now)).toBeNull();
    expect(await count('select count(*) n from users')).toBe(136);
    expect(await count('select count(*) n from redeems')).toBe(before);
  });

  it('lets the demo accounts sign in with password1234', async () => {
    for (const [email, type] of [
      ['attendee1@confetti.dev', 'attendee'],
      ['admin@confetti.dev', 'staff'],
      ['gold@confetti.dev', 'company'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign_in',
        payload: { email, password: 'password1234' },
      });
      expect(res.statusCode, email).toBe(200);
      const me = await t.app.inject({
        url: '/api/user',
        headers: { authorization: `Bearer ${res.json().jwt}` },
      });
      expect(me.json()).toMatchObject({ email, type });
    }
  });
});
