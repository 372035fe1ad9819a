// Shared setup of the leaderboard test files: one database per file, and a fresh app per case.
// NOTE: the leaderboard cache lives in the app, and t.reset() truncates tables behind its back (no
// event), so each case builds a new app over the shared database: a cold cache, as in a new process.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createTestApp, type TestApp } from './app.ts';
import { TEST_NOW } from './clock.ts';
import { createAttendee, signIn } from './factories.ts';

export type LeaderboardHarness = {
  t: () => TestApp;
  app: () => FastifyInstance;
  bearerOf: (email: string) => Promise<{ authorization: string }>;
  /** GET /api/leaderboard{path} as the reader (a registered attendee with no badge). */
  board: (path?: string) => Promise<readonly [number, { data: LeaderboardEntryJson[] }]>;
};

export type LeaderboardEntryJson = {
  id: string;
  nickname: string | null;
  name: string | null;
  avatar: string | null;
  badges: number;
  token_balance: number;
};

export function setupLeaderboardApp(): LeaderboardHarness {
  let t: TestApp;
  let app: FastifyInstance;
  let reader: { authorization: string };
  const bearerOf = async (email: string) => ({ authorization: `Bearer ${await signIn(app, email)}` });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.clock.now = new Date(TEST_NOW);
    const secrets = { jwtSecret: 'leaderboard-test-secret-long-enough-for-hs512', adminSecret: 'unused' };
    app = await buildApp({
      config: t.config,
      database: t.database,
      mailer: t.mailer,
      secrets,
      now: () => t.clock.now,
    });
    await app.ready();
    await createAttendee(t.database.db, { email: 'reader@test.dev', nickname: 'reader' });
    reader = await bearerOf('reader@test.dev');
  });
  afterEach(() => app.close());
  return {
    t: () => t,
    app: () => app,
    bearerOf,
    async board(path = '') {
      const res = await app.inject({ method: 'GET', url: `/api/leaderboard${path}`, headers: reader });
      return [res.statusCode, res.json()] as const;
    },
  };
}

export const entry = (
  a: { id: string; nickname: string | null; name: string | null },
  badges: number,
  tokens: number,
  avatar: string | null = null,
): LeaderboardEntryJson => ({
  id: a.id,
  nickname: a.nickname,
  name: a.nickname, // nicknames only on the boards (issue 23)
  avatar,
  badges,
  token_balance: tokens,
});
