// Consent to the event's terms at sign-up (issue 23): the optional `user.terms_accepted` of
// POST /api/auth/sign_up (accounts/rules.ts `checkConsent`). Our client always sends it; the
// provider's own client never does. With EVENT_TERMS_URL set, a sign-up that does not accept the
// terms is refused and leaves the card free; the time of consent is stored and is in the
// attendee CSV. Without terms, the provider's body (no field) still claims the card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { CONSOLE, consoleCallers } from '../helpers/console.ts';
import { TEST_NOW } from '../helpers/clock.ts';
import { createCard, PASSWORD } from '../helpers/factories.ts';

const TERMS = 'https://conf.example/terms.html';
const REFUSED = { errors: { terms_accepted: ['must be accepted to register'] } };

let withTerms: TestApp;
let withoutTerms: TestApp;
beforeAll(async () => {
  [withTerms, withoutTerms] = await Promise.all([createTestApp({ EVENT_TERMS_URL: TERMS }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([withTerms.close(), withoutTerms.close()]);
});

/** The provider's sign-up body (provider-api.md §2), plus `terms_accepted` unless it is absent. */
function body(cardId: string, nickname: string, terms: unknown) {
  const user: Record<string, unknown> = {
    email: `${nickname.toLowerCase()}@test.dev`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    attendee: { id: cardId, nickname, name: `${nickname} Real`, course_id: null },
  };
  if (terms !== 'absent') user.terms_accepted = terms;
  return { user };
}

async function signUp(t: TestApp, nickname: string, terms: unknown) {
  const card = await createCard(t.database.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign_up',
    payload: body(card.id, nickname, terms),
  });
  const free = await t.app.inject({ url: `/api/is_registered/${card.id}` });
  return { status: res.statusCode, body: res.json() as unknown, isClaimed: free.json().is_registered };
}

/** The attendee CSV's `terms_accepted_at` column, by nickname. */
async function consentColumn(t: TestApp): Promise<Record<string, string>> {
  const { asAdmin } = await consoleCallers(t);
  const res = await t.app.inject({ url: `${CONSOLE}/export/attendees`, headers: asAdmin });
  const [header, ...rows] = res.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
  const columns = header!.split(',');
  const at = columns.indexOf('terms_accepted_at');
  const nick = columns.indexOf('nickname');
  expect(at).toBeGreaterThan(-1);
  return Object.fromEntries(rows.map((row) => [row.split(',')[nick]!, row.split(',')[at]!]));
}

describe('with terms set (EVENT_TERMS_URL)', () => {
  it('GET /api/event links the terms', async () => {
    const res = await withTerms.app.inject({ url: '/api/event' });
    expect(res.json()).toMatchObject({ terms_url: TERMS });
  });

  it('refuses a sign-up without consent, with a field error in words, and leaves the card free', async () => {
    for (const terms of ['absent', false, 'false', null, 'yes please']) {
      expect(await signUp(withTerms, 'nope', terms), String(terms)).toEqual({
        status: 422,
        body: REFUSED,
        isClaimed: false,
      });
    }
  });

  it('stores the time of consent, and the attendee CSV carries it', async () => {
    const accepted = await signUp(withTerms, 'agreed', true);
    expect([accepted.status, accepted.isClaimed]).toEqual([200, true]);
    const form = await signUp(withTerms, 'formy', 'true'); // a urlencoded or multipart body
    expect(form.status).toBe(200);
    const csv = await consentColumn(withTerms);
    const at = TEST_NOW.toISOString().replace('.000Z', 'Z');
    expect(csv).toMatchObject({ agreed: at, formy: at });
  });
});

describe('without terms set', () => {
  it('GET /api/event says there are none', async () => {
    expect((await withoutTerms.app.inject({ url: '/api/event' })).json()).toMatchObject({ terms_url: null });
  });

  it("takes the provider's body without the field, recording no consent", async () => {
    const provider = await signUp(withoutTerms, 'provider', 'absent');
    expect([provider.status, provider.isClaimed]).toEqual([200, true]);
    const ours = await signUp(withoutTerms, 'ours', true);
    expect(ours.status).toBe(200);
    const csv = await consentColumn(withoutTerms);
    expect(csv).toMatchObject({ provider: '', ours: TEST_NOW.toISOString().replace('.000Z', 'Z') });
  });

  it('still refuses a body that declines', async () => {
    expect(await signUp(withoutTerms, 'declined', false)).toEqual({
      status: 422,
      body: REFUSED,
      isClaimed: false,
    });
  });
});
