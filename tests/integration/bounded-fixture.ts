// The set-up the bounded-read tests share (bounded-reads, leads-bounded, hostile-input): one app
// for the file with its tables emptied before each case, reads as a signed-in account, and a
// booth's visitors scanned a minute apart.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_NOW } from '../helpers/clock.ts';
import { createAttendee, giveBadgeAt, signIn } from '../helpers/factories.ts';

export const BAD_REQUEST = { errors: { detail: 'Bad Request' } };

export type Made = Awaited<ReturnType<typeof createAttendee>>;

/** The file's app: built before its first case, emptied before each, closed after its last. */
export function sharedTestApp(): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());
  return t;
}

/** A GET as `email`: the status and the JSON body. */
export async function getAs(t: TestApp, url: string, email: string) {
  const res = await t.app.inject({ url, headers: { authorization: `Bearer ${await signIn(t.app, email)}` } });
  return [res.statusCode, res.json()] as const;
}

/** `count` attendees nicknamed `${nickname}0`, `${nickname}1`, … scanned at the booth of `badgeId` a minute apart. */
export async function scannedVisitors(
  t: TestApp,
  badgeId: number,
  count: number,
  nickname: string,
): Promise<Made[]> {
  const visitors: Made[] = [];
  for (let i = 0; i < count; i++) {
    const m = await createAttendee(t.database.db, { nickname: `${nickname}${i}` });
    await giveBadgeAt(t.database.db, m.attendee.id, badgeId, {
      occurredAt: new Date(TEST_NOW.getTime() + i * 60_000),
    });
    visitors.push(m);
  }
  return visitors;
}
