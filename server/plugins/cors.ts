// CORS for the web clients listed in CORS_ORIGINS (issue 7); none by default, so only the app's
// own origin can call the API from a browser. A listed origin gets its preflight answered
// (the bearer header, JSON bodies and the offline write headers allowed), its answers readable,
// and `Access-Control-Allow-Credentials: true` with its own origin echoed (never `*`). An
// unlisted origin gets no CORS header at all, so its browser refuses the answer.
// NOTE: credentials are allowed because the provider's web client sends every call with
// `withCredentials: true` (axios), and a browser refuses a credentialed answer without that
// header (issue 21). It grants nothing more: the session is still the bearer token, the server
// sets no cookie, so the header only lets those credentialed XHRs read the answers.
import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { HEADER_IDEMPOTENCY_KEY, HEADER_OCCURRED_AT } from '#contract/constants';

const PREFLIGHT_CACHE_S = 600;

export const corsPlugin = fp(async (app: FastifyInstance, opts: { origins: string[] }) => {
  if (opts.origins.length === 0) return; // NOTE: no hook at all on the hot paths
  const listed = new Set(opts.origins);
  await app.register(cors, {
    // A function, not the list: @fastify/cors answers an unlisted origin the credentials and
    // preflight headers when given a list; `false` gives it nothing (and its preflight a 404).
    origin: (origin, done) => done(null, origin !== undefined && listed.has(origin) ? origin : false),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', HEADER_IDEMPOTENCY_KEY, HEADER_OCCURRED_AT],
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    credentials: true,
    maxAge: PREFLIGHT_CACHE_S,
  });
});

/**
 * The same rule for the realtime socket's upgrade request (DESIGN.md §6): a browser always sends
 * Origin; the app's own origin (PUBLIC_ORIGIN, or the page's own host, e.g. a LAN address or the
 * dev server's proxy) and the listed ones may connect. A client that sends no Origin is not a
 * browser and CORS does not apply to it. Checked by server/plugins/socket-route.ts before the upgrade.
 * NOTE: the same host under another scheme passes: a TLS-terminating proxy speaks http to us.
 */
export function isAllowedSocketOrigin(
  origin: string | undefined,
  own: { host: string | undefined; origin: string; corsOrigins: readonly string[] },
): boolean {
  if (origin === undefined || origin === own.origin || own.corsOrigins.includes(origin)) return true;
  if (own.host === undefined) return false;
  try {
    const page = new URL(origin);
    return page.host === new URL(`${page.protocol}//${own.host}`).host; // default ports normalised
  } catch {
    return false; // "null" (sandboxed frames, file: pages) and garbage
  }
}
