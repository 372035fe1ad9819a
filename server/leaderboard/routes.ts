// GET /api/leaderboard and GET /api/leaderboard/:date (provider-api.md §3 "Leaderboard", §4), for
// any signed-in caller. `GET /api/leaderboard/` (an empty date: how the provider's own client asks
// for the all-time board, issue 21) answers as `GET /api/leaderboard`. Both are answered from this
// app's LeaderboardCache as ready JSON (the all-time board built a page of rows at a time,
// wholeAllTimeBoard), refilled after any committed write that can move a ranking (AppEvents).
// Added for our client (issue 28): `?top=N` answers the top N rows with their ranks, the caller's
// own row and the number ranked (BoundedLeaderboardReply), so what a phone downloads stays flat as
// the event grows; without `top` the answer is the provider's. The all-time board's top N and a
// caller's place are read from attendees_ranking_idx (a counter the database keeps, migration 0013),
// so a cold read costs an index scan and two counts, not a ranking of everyone; a day's board is
// ranked whole as before.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import {
  BoundedLeaderboardReply,
  LeaderboardDateParams,
  LEADERBOARD_TOP_MAX,
  LeaderboardQuery,
  LeaderboardReply,
  type RankedEntry,
} from '../contract/leaderboard.ts';
import { allTimePages, allTimeStanding, allTimeTop, dailyRows } from './repo.ts';
import type { AppEvent, RemoteEvent } from '../realtime/events.ts';
import {
  compareLeaderboardRows,
  parseLeaderboardDay,
  rankLeaderboard,
  type LeaderboardRow,
} from './rules.ts';
import { pageSizeOf } from '../domain/page-cursor.ts';
import { publicNameOf } from '../domain/privacy.ts';
import { createCachedAuthenticate, toOnRequest } from './auth.ts';
import { createLeaderboardCache } from './cache.ts';
import { JSON_TYPE, PreparedAnswer } from '../plugins/prepared-answer.ts';
import { Refusal } from '../plugins/errors.ts';
import type { Links } from '../uploads/links.ts';
import type { Caller } from '../accounts/session-repo.ts';
import { LEADERBOARD_DAY_PATH, LEADERBOARD_PATH } from '#contract/paths';

const ALL_TIME_KEY = 'all';

function topOf(raw: string): number {
  const top = pageSizeOf(raw, LEADERBOARD_TOP_MAX);
  if (top === null) throw new Refusal('bad-request');
  return top;
}

const wireRow = (r: LeaderboardRow, links: Links) => ({
  id: r.id,
  nickname: r.nickname,
  name: publicNameOf(r), // nicknames only (issue 23)
  avatar: links.absolute(r.avatar),
  badges: r.badges,
  token_balance: r.tokenBalance,
});

function serialise(rows: LeaderboardRow[], links: Links): PreparedAnswer {
  const reply: LeaderboardReply = { data: rankLeaderboard(rows).map((r) => wireRow(r, links)) };
  return new PreparedAnswer(JSON.stringify(reply), JSON_TYPE);
}

/** Rows serialised together into one piece of the whole board's JSON. */
const PIECE_ROWS = 2000;

/**
 * The provider's whole all-time board (`{"data":[…]}`, as serialise() writes it) from the
 * database's pages (allTimePages), as one buffer: each piece of rows is serialised and dropped, so
 * the fill never holds the board as objects or a second copy as a string (issue 28: at 100,000
 * attendees the per-row objects and the 13 MB string pushed one process over 400 MB RSS).
 * A run of equal badges and balance is held until it ends and sorted by compareLeaderboardRows,
 * so the order is the domain's, not only the index's byte order of nicknames.
 */
async function wholeAllTimeBoard(db: AppContext['db'], links: Links): Promise<PreparedAnswer> {
  const pieces: Buffer[] = [];
  let chars = 0;
  let ready: LeaderboardRow[] = [];
  let run: LeaderboardRow[] = [];
  let isFirst = true;
  const write = (text: string) => {
    chars += text.length;
    pieces.push(Buffer.from(text));
  };
  const writeReady = () => {
    if (ready.length === 0) return;
    const text = JSON.stringify(ready.map((r) => wireRow(r, links)));
    write((isFirst ? '' : ',') + text.slice(1, -1));
    isFirst = false;
    ready = [];
  };
  const endRun = () => {
    // NOTE: no push(...run): a run can be the whole board (everyone with one badge and no tokens).
    for (const row of run.sort(compareLeaderboardRows)) ready.push(row);
    run = [];
    if (ready.length >= PIECE_ROWS) writeReady();
  };
  write('{"data":[');
  await allTimePages(db, (rows) => {
    for (const row of rows) {
      const last = run[run.length - 1];
      if (last && (last.badges !== row.badges || last.tokenBalance !== row.tokenBalance)) endRun();
      run.push(row);
    }
  });
  endRun();
  writeReady();
  write(']}');
  return new PreparedAnswer(Buffer.concat(pieces), JSON_TYPE, chars);
}

/** A board ranked once per cache fill: its rows in order with their places, and where each id stands. */
type RankedBoard = { entries: RankedEntry[]; indexOf: Map<string, number> };

/** Rows already in board order, from the first place on, with their places (ties share one). */
function placed(rows: LeaderboardRow[], links: Links): RankedEntry[] {
  const entries: RankedEntry[] = [];
  rows.forEach((r, index) => {
    const previous = entries[index - 1];
    const isTie =
      previous !== undefined && previous.badges === r.badges && previous.token_balance === r.tokenBalance;
    entries.push({ ...wireRow(r, links), rank: isTie ? previous.rank : index + 1 });
  });
  return entries;
}

function rankBoard(rows: LeaderboardRow[], links: Links): RankedBoard {
  const entries = placed(rankLeaderboard(rows), links);
  return { entries, indexOf: new Map(entries.map((e, index) => [e.id, index])) };
}

/** How many are on the all-time board, and the caller's own entry on it (null: not on it). */
type Standing = { total: number; me: RankedEntry | null };
/** How many callers' own places are kept between writes (each a count over the index otherwise). */
const STANDINGS_KEPT = 4096;

function bounded(board: RankedBoard, top: number, caller: Caller | null): PreparedAnswer {
  const mine = caller?.type === 'attendee' ? board.indexOf.get(caller.attendeeId) : undefined;
  const reply: BoundedLeaderboardReply = {
    data: board.entries.slice(0, top),
    me: mine === undefined ? null : (board.entries[mine] ?? null),
    total: board.entries.length,
  };
  return new PreparedAnswer(JSON.stringify(reply), JSON_TYPE);
}

export const leaderboardRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const cache = createLeaderboardCache<PreparedAnswer>();
  const ranked = createLeaderboardCache<RankedBoard>();
  const tops = createLeaderboardCache<RankedEntry[]>();
  const standings = createLeaderboardCache<Standing>({ maxKeys: STANDINGS_KEPT });
  const cachedAuth = createCachedAuthenticate(app, ctx.tokens);
  const authenticate = toOnRequest(cachedAuth.check);
  // This process's writes and, on PostgreSQL, the other processes' (server/realtime/fanout.ts).
  const onWrite = (event: AppEvent | RemoteEvent) => {
    if (event.type === 'sessions-ended') cachedAuth.forget(event.userId);
    else {
      cache.invalidate();
      ranked.invalidate();
      tops.invalidate();
      standings.invalidate();
    }
  };
  const unsubscribe = [ctx.events.subscribe(onWrite), ctx.events.subscribeRemote(onWrite)];
  app.addHook('onClose', async () => unsubscribe.forEach((stop) => stop()));

  // The schema types the reply; the cached JSON it is sent as is never serialised or compressed
  // again (PreparedAnswer), so @fastify/compress is off for these routes.
  const schema = {
    querystring: LeaderboardQuery,
    response: replies({ 200: Type.Union([LeaderboardReply, BoundedLeaderboardReply]) }),
  };
  const compress = false as const;

  /** The bounded answer of `key`'s board (`?top=N`), for the signed-in caller. */
  async function sendBounded(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    top: number,
    load: () => Promise<LeaderboardRow[]>,
  ) {
    const board = await ranked.get(key, async () => rankBoard(await load(), ctx.links));
    return bounded(board, top, request.caller ?? null).send(reply, request.headers['accept-encoding']);
  }

  /**
   * The all-time board's bounded answer from the index: its top N (an index scan) and, at the same
   * time, how many are ranked with the caller's own place (one count over the board's rows).
   */
  async function sendAllTimeBounded(request: FastifyRequest, reply: FastifyReply, top: number) {
    const caller = request.caller;
    const callerId = caller?.type === 'attendee' ? caller.attendeeId : null;
    const [entries, standing] = await Promise.all([
      tops.get(String(top), async () => placed(await allTimeTop(ctx.db, top), ctx.links)),
      standings.get(callerId ?? '', async () => {
        const { total, row, ahead } = await allTimeStanding(ctx.db, callerId);
        return { total, me: row && { ...wireRow(row, ctx.links), rank: ahead + 1 } };
      }),
    ]);
    // NOTE: a caller within the top N is answered with its entry there, so both always agree.
    const me = entries.find((e) => e.id === callerId) ?? standing.me;
    const answer: BoundedLeaderboardReply = { data: entries, me, total: standing.total };
    return new PreparedAnswer(JSON.stringify(answer), JSON_TYPE).send(
      reply,
      request.headers['accept-encoding'],
    );
  }

  // NOTE: not async: a warm read answers synchronously, which keeps this route near a bare one.
  // Registered without the type provider, whose types let a sync handler return no reply;
  // serialise() is what types the JSON.
  for (const url of [LEADERBOARD_PATH, `${LEADERBOARD_PATH}/`]) {
    base.get(url, { onRequest: authenticate, schema, compress }, (request, reply) => {
      const { top } = request.query as LeaderboardQuery;
      if (top !== undefined) return sendAllTimeBounded(request, reply, topOf(top));
      const accepts = request.headers['accept-encoding'];
      const warm = cache.peek(ALL_TIME_KEY);
      if (warm !== null) return warm.send(reply, accepts);
      return cache
        .get(ALL_TIME_KEY, () => wholeAllTimeBoard(ctx.db, ctx.links))
        .then((json) => json.send(reply, accepts));
    });
  }

  app.get(
    LEADERBOARD_DAY_PATH,
    { onRequest: authenticate, schema: { ...schema, params: LeaderboardDateParams }, compress },
    async (request, reply) => {
      const dayStart = parseLeaderboardDay(request.params.date);
      if (!dayStart) throw new Refusal('bad-date');
      const { top } = request.query;
      if (top !== undefined)
        return sendBounded(request, reply, request.params.date, topOf(top), () =>
          dailyRows(ctx.db, dayStart),
        );
      const json = await cache.get(request.params.date, async () =>
        serialise(await dailyRows(ctx.db, dayStart), ctx.links),
      );
      return json.send(reply, request.headers['accept-encoding']);
    },
  );
};
