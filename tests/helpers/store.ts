// Shared by the store tests: provider bodies, request shorthands, one caller of each role, and the
// money state of one attendee and item.
import { and, eq } from 'drizzle-orm';
import { attendees } from '../../server/db/schema/accounts.ts';
import { buys, redeemables } from '../../server/db/schema/store.ts';
import type { TestApp } from './app.ts';
import { createAttendee, createCompany, createStaff } from './factories.ts';
import { bearer } from './session.ts';

export type Headers = Record<string, string>;

export const BAD_REQUEST = { errors: { detail: 'Bad Request' } };
export const NOT_FOUND = { errors: { detail: 'Endpoint Not Found' } };
export const NO_SUCH_ITEM = { Redeemable: 'There is no such redeemable' };

export function storeClient(t: () => TestApp) {
  const get = (url: string, headers: Headers = {}) => t().app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Headers, payload: unknown) =>
    t().app.inject({ method: 'POST', url, headers, payload: payload as object });
  return {
    get,
    post,
    buy: (headers: Headers, id: unknown, url = '/api/store/buy') =>
      post(url, headers, { redeemable: { redeemable_id: id } }),
    deliver: (headers: Headers, redeem: Record<string, unknown>) =>
      post('/api/store/redeem', headers, { redeem }),
  };
}

/** [status, JSON body] of a response, for one exact assertion. */
export async function answer(res: Promise<{ statusCode: number; json: () => unknown }>) {
  const r = await res;
  return [r.statusCode, r.json()];
}

export async function moneyState(t: TestApp, attendeeId: string, itemId: number) {
  const db = t.database.db;
  const [a] = await db.select().from(attendees).where(eq(attendees.id, attendeeId));
  const [item] = await db.select().from(redeemables).where(eq(redeemables.id, itemId));
  const [b] = await db
    .select()
    .from(buys)
    .where(and(eq(buys.attendeeId, attendeeId), eq(buys.redeemableId, itemId)));
  return {
    balance: a!.tokenBalance,
    stock: item!.stock,
    quantity: b?.quantity ?? 0,
    redeemed: b?.redeemed ?? 0,
  };
}

/** One signed-in caller of each role, plus an attendee holding `tokens`. */
export async function callers(t: TestApp, tokens = 1000) {
  const { attendee } = await createAttendee(t.database.db, { email: 'a@test.dev', tokenBalance: tokens });
  await createCompany(t.database.db, { email: 'sponsor@test.dev' });
  await createStaff(t.database.db, { email: 'staff@test.dev' });
  await createStaff(t.database.db, { email: 'admin@test.dev', isAdmin: true });
  const [a, sponsor, staff, admin] = await Promise.all(
    ['a@test.dev', 'sponsor@test.dev', 'staff@test.dev', 'admin@test.dev'].map((email) => bearer(t, email)),
  );
  return { attendee, a: a!, sponsor: sponsor!, staff: staff!, admin: admin! };
}
