// The offline rows of DESIGN.md §7, in Chromium with the real SW against the real server:
// - an offline reload of /attendee/profile to its first screen with data (median of 5 reloads);
// - 1,000 awards sitting in the outbox (written straight into its IndexedDB store, as the SW's
//   intercept writes them), replayed after one `online` trigger: the time until every row is
//   final, and how many were applied more than once (new owners on the server against rows done).
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { OutboxRow } from '../../src/outbox/shared/row.ts';
import { userKeyOf } from '../../src/lib/token-subject.ts';

const RELOADS = 5;
export const OFFLINE_RELOAD_BUDGET_MS = 500;
export const REPLAY_BUDGET_MS = 20_000;
export const REPLAY_ROWS = 1_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function signedInPage(browser: Browser, baseUrl: string, token: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript((t) => localStorage.setItem('confetti_token', t), token);
  return context.newPage();
}

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** Milliseconds from an offline reload of the profile to its nickname on screen, median of 5. */
export async function measureOfflineReload(
  browser: Browser,
  baseUrl: string,
  token: string,
  nickname: string,
) {
  const page = await signedInPage(browser, baseUrl, token);
  try {
    await page.goto('/attendee/profile');
    await controlled(page);
    await page.reload(); // the controlled page reads and caches its data
    await page.getByText(`@${nickname}`).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < RELOADS; i++) {
      const started = performance.now();
      await page.reload({ waitUntil: 'commit' });
      await page.getByText(`@${nickname}`).first().waitFor({ timeout: 10_000 });
      times.push(performance.now() - started);
    }
    return { medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)) };
  } finally {
    await page.context().close();
  }
}

export type Pair = { attendeeId: string; badgeId: number };

/** Replays REPLAY_ROWS queued awards by `token` (an admin: no window rules) of distinct pairs. */
export async function measureReplay(
  browser: Browser,
  baseUrl: string,
  token: string,
  pairs: readonly Pair[],
) {
  const page = await signedInPage(browser, baseUrl, token);
  try {
    await page.goto('/staff/badges');
    await controlled(page);
    // The SW replays with the session the page mirrors into IndexedDB once its first screen is up.
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('confetti');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('session')) return resolve(false);
            const get = db.transaction('session').objectStore('session').get('current');
            get.onsuccess = () => resolve(get.result !== undefined);
            get.onerror = () => resolve(false);
          };
          open.onerror = () => resolve(false);
        }),
      null,
      { timeout: 30_000, polling: 250 },
    );
    await page.context().setOffline(true);
    const user = userKeyOf(token);
    const now = Date.now();
    const rows: OutboxRow[] = pairs.map((pair, i) => ({
      id: randomUUID(),
      user,
      method: 'POST',
      path: `${baseUrl}/api/redeems`,
      body: { redeem: { attendee_id: pair.attendeeId, badge_id: pair.badgeId } },
      idempotencyKey: randomUUID(),
      occurredAt: new Date(now).toISOString(),
      createdAt: now + i,
      attempts: 0,
      nextAttemptAt: 0,
      status: 'pending',
      lastStatus: null,
      lastBody: null,
      label: 'Award',
      cost: 0,
    }));
    await page.evaluate(async (all) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('confetti');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('outbox', 'readwrite');
      for (const row of all) tx.objectStore('outbox').put(row);
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = reject;
      });
      db.close();
    }, rows);
    await page.context().setOffline(false);
    const started = performance.now();
    await page.evaluate(() =>
      navigator.serviceWorker.controller?.postMessage({ type: 'OUTBOX_SYNC', reason: 'online' }),
    );
    const final = async () =>
      page.evaluate(
        async (ids) => {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open('confetti');
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
          const all = await new Promise<{ id: string; status: string }[]>((resolve) => {
            const request = db.transaction('outbox').objectStore('outbox').getAll();
            request.onsuccess = () => resolve(request.result as { id: string; status: string }[]);
          });
          db.close();
          const wanted = new Set(ids);
          const mine = all.filter((row) => wanted.has(row.id));
          return {
            done: mine.filter((r) => r.status === 'done').length,
            failed: mine.filter((r) => r.status === 'failed').length,
          };
        },
        rows.map((r) => r.id),
      );
    let counts = await final();
    while (counts.done + counts.failed < rows.length && performance.now() - started < 5 * REPLAY_BUDGET_MS) {
      await page.waitForTimeout(200);
      counts = await final();
    }
    return { ms: Math.round(performance.now() - started), ...counts };
  } finally {
    await page.context().close();
  }
}

async function json<T>(baseUrl: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const signIn = async (baseUrl: string, email: string) =>
  (await json<{ jwt: string }>(baseUrl, '/api/auth/sign_in', undefined, { email, password: 'password1234' }))
    .jwt;

/** Pairs of (attendee, badge) no attendee holds yet, REPLAY_ROWS of them. */
async function freshPairs(baseUrl: string, token: string): Promise<Pair[]> {
  const attendees = (await json<{ data: { id: string }[] }>(baseUrl, '/api/leaderboard', token)).data.map(
    (a) => a.id,
  );
  const badges = (await json<{ data: { id: number }[] }>(baseUrl, '/api/badges', token)).data;
  const pairs: Pair[] = [];
  for (const badge of badges) {
    const owners = new Set(
      (
        await json<{ data: { attendees: { id: string }[] } }>(baseUrl, `/api/badges/${badge.id}`, token)
      ).data.attendees.map((a) => a.id),
    );
    for (const attendeeId of attendees) {
      if (!owners.has(attendeeId)) pairs.push({ attendeeId, badgeId: badge.id });
      if (pairs.length === REPLAY_ROWS) return pairs;
    }
  }
  throw new Error(`only ${pairs.length} fresh (attendee, badge) pairs in the demo`);
}

/** Prints the offline rows of the bench table; false when a budget is missed. */
export async function reportOffline(browser: Browser, baseUrl: string): Promise<boolean> {
  const attendee = await signIn(baseUrl, 'attendee1@confetti.dev');
  const { nickname } = await json<{ nickname: string }>(baseUrl, '/api/user', attendee);
  const reload = await measureOfflineReload(browser, baseUrl, attendee, nickname);
  const isReloadOk = reload.medianMs <= OFFLINE_RELOAD_BUDGET_MS;
  console.log(
    `\nOffline reload → first screen with data (/attendee/profile): ${reload.medianMs} ms median of ${RELOADS}, ` +
      `max ${reload.maxMs} ms (budget ≤ ${OFFLINE_RELOAD_BUDGET_MS} ms) ${isReloadOk ? 'ok' : 'OVER'}`,
  );

  const admin = await signIn(baseUrl, 'admin@confetti.dev');
  const pairs = await freshPairs(baseUrl, admin);
  const owned = async () => {
    let count = 0;
    for (const badgeId of new Set(pairs.map((p) => p.badgeId))) {
      const reply = await json<{ data: { attendees: { id: string }[] } }>(
        baseUrl,
        `/api/badges/${badgeId}`,
        admin,
      );
      const wanted = new Set(pairs.filter((p) => p.badgeId === badgeId).map((p) => p.attendeeId));
      count += reply.data.attendees.filter((a) => wanted.has(a.id)).length;
    }
    return count;
  };
  const replay = await measureReplay(browser, baseUrl, admin, pairs);
  const applied = await owned();
  const duplicates = replay.done - applied;
  const isReplayOk =
    replay.ms <= REPLAY_BUDGET_MS && replay.done === pairs.length && replay.failed === 0 && duplicates === 0;
  console.log(
    `${pairs.length} queued awards replayed: ${replay.ms} ms (budget ≤ ${REPLAY_BUDGET_MS} ms), ` +
      `${replay.done} done, ${replay.failed} failed, ${applied} applied on the server, ${duplicates} duplicates ` +
      `${isReplayOk ? 'ok' : 'OVER'}`,
  );
  return isReloadOk && isReplayOk;
}
