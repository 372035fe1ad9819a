// Handing over prizes at the help desk (seed-spec §2, issue 8): staff look an attendee up, then
// deliver part of what they bought in the store and one wheel prize; the server's answer shows in
// place and the attendee is owed exactly that much less.
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, tokenFor } from './fixtures/accounts.ts';
import { attendeeEmail, buyAs, storeOf, topUp, userOf, type WireUser } from './fixtures/attendee-api.ts';
import { setUpApp, waitForPath } from './fixtures/app.ts';
import { shoot } from './fixtures/screenshots.ts';
import { PrizeDeliveryPage } from './page-models/prize-delivery-page.ts';
import { ScanStation } from './page-models/scan-station.ts';

const app = setUpApp();

/**
 * A seeded attendee owed a wheel prize (the seed's spins), who then buys two units of one store
 * item through the API, so they are owed 2 of it.
 */
async function owedAttendee(): Promise<{ email: string; user: WireUser; itemId: number }> {
  for (let n = 30; n <= 150; n++) {
    const email = attendeeEmail(n);
    const user = await userOf(app, email).catch(() => null);
    if (user === null || user.nickname === null) continue;
    if (!user.prizes.some((p) => p.is_redeemable && p.not_redeemed >= 1)) continue;
    const balance = await topUp(app, email, 400);
    const product = (await storeOf(app, email))
      .filter((p) => p.can_buy >= 2 && p.stock > 2 && p.price * 2 <= balance)
      .sort((a, b) => a.price - b.price)[0];
    if (product === undefined) continue;
    await buyAs(app, email, product.id);
    await buyAs(app, email, product.id);
    return { email, user: await userOf(app, email), itemId: product.id };
  }
  throw new Error('the seed has no attendee owed a wheel prize who can buy two units');
}

describe('prize delivery', () => {
  it('delivers 1 of 2 owed store units and 1 wheel prize, the answers in place', async () => {
    const { email, user, itemId } = await owedAttendee();
    const item = user.redeemables.find((r) => r.id === itemId);
    const prize = user.prizes.find((p) => p.is_redeemable && p.not_redeemed >= 1);
    if (item === undefined || prize === undefined || user.nickname === null) throw new Error('no holding');

    const page = await app.newPage({ token: await tokenFor(app, ACCOUNTS.staff.email) });
    await page.goto('/staff/prizes');
    await new ScanStation(page).enter(user.nickname, 'Open');
    await waitForPath(page, `/staff/prizes/${user.id}`);

    const delivery = new PrizeDeliveryPage(page);
    await delivery.row('Store items', item.name).waitFor();
    await shoot(page, 'staff-prize-delivery');
    await delivery.deliver('Store items', item.name, 1);
    await delivery
      .note('Store items')
      .getByText(/1 handed over/)
      .waitFor();
    await delivery.deliver('Wheel prizes', prize.name, 1);
    await delivery
      .note('Wheel prizes')
      .getByText(/1 handed over/)
      .waitFor();
    await shoot(page, 'staff-prize-delivered');

    const after = await userOf(app, email);
    expect(after.redeemables.find((r) => r.id === item.id)?.not_redeemed).toBe(item.not_redeemed - 1);
    expect(after.prizes.find((p) => p.id === prize.id)?.not_redeemed).toBe(prize.not_redeemed - 1);
  });
});
