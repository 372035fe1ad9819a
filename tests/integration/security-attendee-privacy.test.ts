// Issue 21 points 3 and 4: what an attendee is still owed, and their hidden (checkpoint) badges,
// read by every kind of caller through every answer that serialises that attendee. The owed counts
// follow GET /api/store/redeem/:id (domain/privacy.ts), the checkpoints GET /api/badges/:id
// (badges/rules.ts): a caller sees a value in the attendee answers exactly when that route lets
// them read it. Both failed before the fix: any signed-in caller read both.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  createAttendee,
  createBadge,
  createCompany,
  createStaff,
  giveBadge,
  givePrize,
  giveRedeemable,
  signIn,
} from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Owed = { not_redeemed: number };
type Shown = { badges: { id: number }[]; prizes?: Owed[]; redeemables?: Owed[] };

const CALLERS = ['anonymous', 'owner', 'other', 'peer', 'sponsor', 'staff', 'admin'] as const;
type CallerName = (typeof CALLERS)[number];

/**
 * The owner holds a talk badge, two checkpoints (the peer owns one of them too), a prize and a
 * purchase with one unit each still to hand over. Every caller kind is signed in.
 */
async function world() {
  const db = t.database.db;
  const owner = await createAttendee(db, { nickname: 'Owner_1' });
  const peer = await createAttendee(db);
  const talk = await createBadge(db, { type: 6 });
  const shared = await createBadge(db, { type: 0 });
  const own = await createBadge(db, { type: 0 });
  for (const badge of [talk, shared, own]) await giveBadge(db, owner.attendee.id, badge.id);
  await giveBadge(db, peer.attendee.id, shared.id);
  await givePrize(db, owner.attendee.id, { quantity: 2, redeemed: 1 });
  await giveRedeemable(db, owner.attendee.id, { quantity: 3, redeemed: 2 });
  const emails: Record<Exclude<CallerName, 'anonymous'>, string> = {
    owner: owner.user.email,
    other: (await createAttendee(db)).user.email,
    peer: peer.user.email,
    sponsor: (await createCompany(db)).user.email,
    staff: (await createStaff(db)).user.email,
    admin: (await createStaff(db, { isAdmin: true })).user.email,
  };
  const jwts = new Map<CallerName, string>();
  for (const [name, email] of Object.entries(emails))
    jwts.set(name as CallerName, await signIn(t.app, email));
  return { id: owner.attendee.id, badgeIds: [talk.id, shared.id, own.id], jwts };
}

const get = (url: string, jwt: string | undefined) =>
  t.app.inject({ url, headers: jwt ? { authorization: `Bearer ${jwt}` } : {} });

const showUrls = (id: string) => [
  `/api/attendees/${id}`,
  `/api/attendee?id=${id}`,
  '/api/attendee?username=Owner_1',
];

describe('owed items in the attendee answers (issue 21 point 3)', () => {
  it('shows not_redeemed to the attendee, staff and admins only, as GET /api/store/redeem/:id', async () => {
    const w = await world();
    const seen: Record<string, unknown> = {};
    for (const caller of CALLERS) {
      const jwt = w.jwts.get(caller);
      const canReadOwed = (await get(`/api/store/redeem/${w.id}`, jwt)).statusCode === 200;
      for (const url of showUrls(w.id)) {
        const res = await get(url, jwt);
        if (res.statusCode !== 200) {
          seen[`${caller} ${url}`] = res.statusCode;
          continue;
        }
        const data = (res.json() as { data: Shown }).data;
        const owed = [...(data.prizes ?? []), ...(data.redeemables ?? [])].map((i) => i.not_redeemed);
        // Staff read StaffAttendee (no owed lists) and open the owed routes instead.
        seen[`${caller} ${url}`] = data.prizes === undefined ? 'staff shape' : owed;
        if (data.prizes !== undefined)
          expect([caller, canReadOwed]).toEqual([caller, owed.some((n) => n > 0)]);
      }
    }
    const expected = (caller: CallerName) => {
      if (caller === 'anonymous') return 401;
      if (caller === 'staff' || caller === 'admin') return 'staff shape';
      return caller === 'owner' ? [1, 1] : [0, 0];
    };
    expect(seen).toEqual(
      Object.fromEntries(CALLERS.flatMap((c) => showUrls(w.id).map((url) => [`${c} ${url}`, expected(c)]))),
    );
    const me = (await get('/api/user', w.jwts.get('owner'))).json() as Required<Shown>;
    expect([...me.prizes, ...me.redeemables].map((i) => i.not_redeemed)).toEqual([1, 1]);
  });
});

describe('hidden badges in the attendee answers (issue 21 point 4)', () => {
  it('lists a checkpoint to exactly the callers GET /api/badges/:id shows it to', async () => {
    const w = await world();
    const [talk, shared, own] = w.badgeIds as [number, number, number];
    const expected: Record<CallerName, number[] | number> = {
      anonymous: 401,
      owner: [talk, shared, own],
      other: [talk],
      peer: [talk, shared],
      sponsor: [talk],
      staff: [talk, shared, own],
      admin: [talk, shared, own],
    };
    for (const caller of CALLERS) {
      const jwt = w.jwts.get(caller);
      const byId: number[] = [];
      for (const badgeId of w.badgeIds) {
        if ((await get(`/api/badges/${badgeId}`, jwt)).statusCode === 200) byId.push(badgeId);
      }
      const list = await get('/api/attendees', jwt);
      const listed =
        list.statusCode === 200
          ? (list.json() as { data: ({ id: string } & Shown)[] }).data.find((a) => a.id === w.id)!.badges
          : null;
      for (const url of [...showUrls(w.id), '/api/attendees']) {
        const res = url === '/api/attendees' ? list : await get(url, jwt);
        const badges = url === '/api/attendees' ? listed : (res.json() as { data?: Shown }).data?.badges;
        const got = res.statusCode === 200 ? badges!.map((b) => b.id).sort((a, b) => a - b) : res.statusCode;
        expect([caller, url, got]).toEqual([caller, url, expected[caller]]);
        if (res.statusCode === 200) expect([caller, url, got]).toEqual([caller, url, byId]);
      }
    }
  });
});
