// GET /api/leaderboard and GET /api/leaderboard/:date (provider-api.md §3 "Leaderboard", §4), for
// any signed-in caller. `GET /api/leaderboard/` (an empty date: how the provider's own client asks
// for the all-time board, issue 21) answers as `GET /api/leaderboard`. Both are answered from this app's LeaderboardCache as a ready JSON string,
// refilled after any committed write that can move a ranking (AppEvents).
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.ts';
import { replies } from '../contract/common.ts';
import { LeaderboardDateParams, LeaderboardReply } from '../contract/leaderboard.ts';
import { allTimeRows, dailyRows } from '../db/repo/leaderboard.ts';
import type { AppEvent, RemoteEvent } from '../events.ts';
import { parseLeaderboardDay, rankLeaderboard, type LeaderboardRow } from '../domain/leaderboard.ts';
import { publicNameOf } from '../domain/privacy.ts';
import { createCachedAuthenticate, toOnRequest } from '../leaderboard-auth.ts';
import { createLeaderboardCache } from '../leaderboard-cache.ts';
import { JSON_TYPE, PreparedAnswer } from '../prepared-answer.ts';
import { Refusal } from '../plugins/errors.ts';
import type { Links } from '../uploads/links.ts';

const ALL_TIME_KEY = 'all';

function serialise(rows: LeaderboardRow[], links: Links): PreparedAnswer {
  const reply: LeaderboardReply = {
    data: rankLeaderboard(rows).map((r) => ({
      id: r.id,
      nickname: r.nickname,
      name: publicNameOf(r), // nicknames only (issue 23)
      avatar: links.absolute(r.avatar),
      badges: r.badges,
      token_balance: r.tokenBalance,
    })),
  };
  return new PreparedAnswer(JSON.stringify(reply), JSON_TYPE);
}

export const leaderboardRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const cache = createLeaderboardCache<PreparedAnswer>();
  const cachedAuth = createCachedAuthenticate(app, ctx.tokens);
  const authenticate = toOnRequest(cachedAuth.check);
  // This process's writes and, on PostgreSQL, the other processes' (server/realtime/fanout.ts).
  const onWrite = (event: AppEvent | RemoteEvent) => {
    if (event.type === 'sessions-ended') cachedAuth.forget(event.userId);
    else cache.invalidate();
  };
  const unsubscribe = [ctx.events.subscribe(onWrite), ctx.events.subscribeRemote(onWrite)];
  app.addHook('onClose', async () => unsubscribe.forEach((stop) => stop()));

  // The schema types the reply; the cached JSON it is sent as is never serialised or compressed
  // again (PreparedAnswer), so @fastify/compress is off for these routes.
  const schema = { response: replies({ 200: LeaderboardReply }) };
  const compress = false as const;

  // NOTE: not async: a warm read answers synchronously, which keeps this route near a bare one.
  // Registered without the type provider, whose types let a sync handler return no reply;
  // serialise() is what types the JSON.
  for (const url of ['/api/leaderboard', '/api/leaderboard/']) {
    base.get(url, { onRequest: authenticate, schema, compress }, (request, reply) => {
      const accepts = request.headers['accept-encoding'];
      const warm = cache.peek(ALL_TIME_KEY);
      if (warm !== null) return warm.send(reply, accepts);
      return cache
        .get(ALL_TIME_KEY, async () => serialise(await allTimeRows(ctx.db), ctx.links))
        .then((json) => json.send(reply, accepts));
    });
  }

  app.get(
    '/api/leaderboard/:date',
    { onRequest: authenticate, schema: { ...schema, params: LeaderboardDateParams }, compress },
    async (request, reply) => {
      const dayStart = parseLeaderboardDay(request.params.date);
      if (!dayStart) throw new Refusal('bad-date');
      const json = await cache.get(request.params.date, async () =>
        serialise(await dailyRows(ctx.db, dayStart), ctx.links),
      );
      return json.send(reply, request.headers['accept-encoding']);
    },
  );
};
