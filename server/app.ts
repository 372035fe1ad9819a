// buildApp: the Fastify application with every plugin and route in one explicit list. It opens
// nothing itself; server/main.ts (and tests) hand it a database and settings.
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { startAchievements } from './achievements/grants.ts';
import type { AppContext } from './plugins/app-context.ts';
import { createHashQueue } from './auth/hash-queue.ts';
import { createBackground } from './plugins/background.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Config, TrustProxy } from './config.ts';
import type { Database } from './db/client.ts';
import { activeSpotlight } from './spotlights/repo.ts';
import { createAppEvents } from './realtime/events.ts';
import { createIdentityCache } from './event/identity.ts';
import type { Mailer } from './auth/mail.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientPlugin, inlineScriptHashes, inlineStyleHashes } from './plugins/client.ts';
import { corsPlugin } from './plugins/cors.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { replyCheckPlugin } from './plugins/reply-check.ts';
import { requestLogger } from './plugins/request-logger.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { adminRoutes } from './admin/command-routes.ts';
import { attendeeRoutes } from './accounts/attendee-routes.ts';
import { authRoutes } from './accounts/auth-routes.ts';
import { badgeRoutes } from './badges/routes.ts';
import { companyAttendeeRoutes } from './companies/attendee-routes.ts';
import { companyRoutes } from './companies/routes.ts';
import { consoleRoutes } from './admin/routes.ts';
import { eventReply, eventRoutes } from './event/routes.ts';
import { leaderboardRoutes } from './leaderboard/routes.ts';
import { leadRoutes } from './companies/lead-routes.ts';
import { visitRoutes } from './companies/visit-routes.ts';
import { profileRoutes } from './accounts/profile-routes.ts';
import { programmeStarRoutes } from './programme/star-routes.ts';
import { programmeRoutes } from './programme/routes.ts';
import { createProgrammeSource } from './programme/reply.ts';
import { redeemRoutes } from './awards/routes.ts';
import { referralRoutes } from './accounts/referral-routes.ts';
import { rouletteRoutes } from './games/wheel-routes.ts';
import { slotsRoutes } from './games/slot-routes.ts';
import { staffCvRoutes } from './accounts/staff-cv-routes.ts';
import { storeRoutes } from './store/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { userRoutes } from './accounts/user-routes.ts';
import { venueRoutes } from './venue/routes.ts';
import { REALTIME_LIMITS, type RealtimeLimits } from './realtime/limits.ts';
import { createRealtime } from './realtime/realtime.ts';
import { spotlightJson } from './spotlights/json.ts';
import { socketRoutes } from './plugins/socket-route.ts';
import { spotlightRoutes } from './spotlights/routes.ts';
import type { Secrets } from './auth/secrets.ts';
import { appOrigin } from './cards/rules.ts';
import { eventDatesText } from './event/public-page-rules.ts';
import { createLinks } from './uploads/links.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  secrets: Secrets;
  mailer: Mailer;
  now?: () => Date;
  logger?: boolean | object;
  /** Tests: fail any reply that its response schema changed (plugins/reply-check.ts). */
  checkReplies?: boolean;
  /** Tests: smaller socket bounds and timings than server/realtime/limits.ts. */
  realtime?: Partial<RealtimeLimits>;
  /** Tests: sees every route as it is added, with its schemas (the fuzz suite, tests/slow/). */
  onRoute?: (route: RouteOptions) => void;
};

const ROUTES = [
  authRoutes,
  userRoutes,
  attendeeRoutes,
  companyRoutes,
  companyAttendeeRoutes,
  leadRoutes,
  visitRoutes,
  eventRoutes,
  redeemRoutes,
  adminRoutes,
  storeRoutes,
  badgeRoutes,
  leaderboardRoutes,
  referralRoutes,
  rouletteRoutes,
  slotsRoutes,
  profileRoutes,
  staffCvRoutes,
  uploadRoutes,
  venueRoutes,
  programmeRoutes,
  programmeStarRoutes,
  spotlightRoutes,
  consoleRoutes,
];

/**
 * Route plugins that read multipart forms (`takeUploads`): @fastify/multipart's parser and hooks
 * stay in their own context. Every other route plugin adds only routes (and application hooks such
 * as onClose) and runs in the app's context: Fastify gives each encapsulated plugin a Request and a
 * Reply class of its own, and requests of two dozen classes through the same core functions
 * (routing, hooks, reply) left V8's code for them megamorphic after a browser's varied visits, so
 * every read cost more (the leaderboard's, DESIGN.md §7, ~36 µs of CPU in `npm run bench` against
 * ~27 µs on a server that had served it alone).
 */
const ROUTES_WITH_OWN_CONTEXT = new Set<FastifyPluginAsync<AppContext>>([profileRoutes, staffCvRoutes]);

/** `routes` in the app's own context (a wrapper: the route module's function is left as it is). */
const inAppContext = (routes: FastifyPluginAsync<AppContext>) =>
  fp<AppContext>((app, ctx) => routes(app, ctx), { name: routes.name || 'routes' });

/** A hop count becomes proxy-addr's function (Fastify's types name no number form). */
function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    // A request's pino child is made when it first logs (plugins/request-logger.ts).
    ...(deps.logger ? { childLoggerFactory: requestLogger } : {}),
    bodyLimit: 1024 * 1024,
    // NOTE: off unless TRUST_PROXY says which proxies to believe: request.ip keys the rate limits,
    // and a trusted X-Forwarded-For from anyone would let each guess come from a new address.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    return503OnClosing: true,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  const now = deps.now ?? (() => new Date());
  const events = createAppEvents();
  const limits = { ...REALTIME_LIMITS, ...deps.realtime };
  const realtime = createRealtime({
    pool: deps.database.pool,
    events,
    limits,
    log: app.log,
    loadSpotlight: async () => {
      const running = await activeSpotlight(deps.database.db, now());
      return running && spotlightJson(running);
    },
  });
  const ctx: AppContext = {
    config: deps.config,
    database: deps.database,
    db: deps.database.db,
    tokens: createTokenService(deps.secrets.jwtSecret),
    hashing: createHashQueue({
      maxPerKey: deps.config.hashQueue.perIp,
      maxWaiting: deps.config.hashQueue.size,
    }),
    mailer: deps.mailer,
    secrets: deps.secrets,
    now,
    events,
    realtime,
    links: createLinks({ origin: appOrigin(deps.config), secret: deps.secrets.jwtSecret, now }),
    background: createBackground(app.log),
    identity: createIdentityCache({ db: deps.database.db, config: deps.config, events }),
  };
  const achievements = startAchievements({ ...ctx, log: app.log });
  app.decorate('achievements', achievements);
  app.decorate('realtime', realtime);
  app.decorate('background', ctx.background);
  app.addHook('onClose', async () => {
    achievements.stop();
    await Promise.all([achievements.whenIdle(), ctx.background.whenIdle()]);
    await realtime.close();
  });
  await app.register(errorsPlugin);
  if (deps.checkReplies) await app.register(replyCheckPlugin);
  await app.register(securityHeadersPlugin, {
    isCrossOrigin: deps.config.corsOrigins.length > 0,
    styleHashes: inlineStyleHashes(deps.config.serveClient ? deps.config.clientDir : null),
    scriptHashes: inlineScriptHashes(deps.config.serveClient ? deps.config.clientDir : null),
  });
  await app.register(corsPlugin, { origins: deps.config.corsOrigins });
  // JSON and the app shell over 1 kB, Brotli or gzip as the client asks (issue 11); built files
  // are compressed at build time, the leaderboards and the shell once (server/plugins/prepared-answer.ts).
  // NOTE: request bodies are never inflated: a small gzip body must not become a huge one.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  await app.register(rateLimit, { global: false, cache: 50_000 });
  await app.register(authPlugin, { db: ctx.db, tokens: ctx.tokens });
  await app.register(idempotencyPlugin, { db: ctx.db, now: ctx.now });
  for (const routes of ROUTES)
    await app.register(ROUTES_WITH_OWN_CONTEXT.has(routes) ? routes : inAppContext(routes), ctx);
  await app.register(socketRoutes, { ...ctx, limits }); // with @fastify/websocket in its own scope
  await app.register(clientPlugin, {
    dir: deps.config.serveClient ? deps.config.clientDir : null,
    year: deps.config.eventYear,
    dates: eventDatesText({ start: deps.config.eventStart, days: deps.config.eventDays }),
    origin: appOrigin(deps.config),
    identity: ctx.identity,
    event: (identity) => eventReply(ctx, identity, appOrigin(deps.config)),
    programme: createProgrammeSource(app, ctx),
    now: ctx.now,
  });
  await realtime.start(); // last: nothing to close if a registration above fails
  return app;
}
