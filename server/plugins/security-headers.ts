// Security headers on every answer, app and API alike (issue 7), with @fastify/helmet.
// The session token lives in localStorage (DESIGN.md §4), so the CSP is the wall against a
// future XSS: scripts and styles only from this origin, no inline script or style element, no
// eval, no plugins, no framing. React's `style={}` props are set through the CSSOM, which
// style-src does not govern; the built index.html has no inline script or style
// (tests/e2e/screen-tour.spec.ts visits every screen and fails on any violation).
// Routes that serve user files (avatars, the venue plan) set a stricter CSP of their own.
//
// Sets chosen by path (issue 11: every header is paid for on each of the ~170 files the
// service worker precaches, and helmet's full set is ~1.1 kB):
// - documents (the app shell and pages, sw.js, the manifest): helmet's full set, as before;
// - the API's JSON (/api/): a CSP that allows nothing, as for any non-document, plus nosniff,
//   CORP, no referrer and no framing;
// - a worker's script (/assets/worker-*.js, the QR decoder): nosniff, CORP, and a CSP, since it
//   is the one kind of built file a browser runs under its own answer's policy;
// - every other built file (scripts, styles, fonts, the icons, the logo, the handoff script):
//   nosniff and CORP (issue 26: the icons had helmet's full set; a CSP on a script a page imports
//   governs nothing, and was ~85 bytes on each of ~110 precached scripts).
// The documents' img-src also lists the https origins of the programme's speaker pictures (issue
// 22: they are links to the export's host), set by `app.setPictureOrigins` whenever the programme
// changes: the set is rebuilt then, not per request; sw.js's connect-src lists them too, since
// the SW fetches the pictures to cache them. NOTE: the SW's precached shell keeps the CSP
// it was precached with, so a phone sees a newly added host after its next SW update (a new
// build) or shell refresh, and the SW caches it after its own next update; until then that host's
// pictures load online only (the pages' CSP is the fresh one once the shell is refreshed).
// The build writes its stylesheets into the pages as <style> elements (issue 26, scripts/prerender.ts),
// and a drawn page its route's too (plugins/client.ts): the documents' style-src lists their
// hashes, and no other inline style; their script-src the hash of a drawn page's loader
// (plugins/page-loader.ts), the one inline script.
import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';
import { WORKER_SCRIPT_PREFIX } from '#contract/constants';

/** NOTE: data: and blob: images are the QR codes, the venue plan and the avatar preview. */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The CSP of an answer whose route sets a policy of its own (a picture or the venue plan, SVG
 * documents when opened by themselves; the card sheet): its directives, and never framed, as every
 * other document (issue 21: X-Frame-Options alone covered those).
 */
export const ownContentSecurityPolicy = (...directives: string[]): string =>
  [...directives, "frame-ancestors 'none'"].join('; ');

/** A stored picture: nothing loads or runs (an SVG may carry script), inline style for SVG. */
export const PICTURE_CONTENT_SECURITY_POLICY = ownContentSecurityPolicy(
  "default-src 'none'",
  "style-src 'unsafe-inline'",
);

/** The camera for this origin (the scanners); every other powerful feature off. */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), display-capture=()';

/** Headers of a plain answer that are not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The header set @fastify/helmet gives an answer with these options, read once from a throwaway
 * instance. NOTE: the headers are the same for every answer, and helmet registered on the app
 * runs two hooks per request (one async) and rebuilds them each time. `npm run bench`, three runs
 * in a row on a loaded machine: leaderboard at 37 % of a bare route with helmet on the app, 57 %
 * with this one synchronous hook, 61 % with no security headers at all.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => 'probe');
  const res = await probe.inject({ url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !NOT_HELMET.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/** The JSON API: nothing in an answer may load or frame anything. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** A worker's script: what the worker may do (fetch and import from this origin). */
export const ASSET_CONTENT_SECURITY_POLICY = "default-src 'self'; object-src 'none'; base-uri 'none'";

export type HeaderSets = {
  document: Record<string, string>;
  api: Record<string, string>;
  /** A worker's script: the worker runs under its answer's CSP. */
  asset: Record<string, string>;
  /** Any other built file (scripts, styles, fonts, pictures): nothing of it runs under its own answer. */
  file: Record<string, string>;
};

export async function securityHeaderSets(opts: { isCrossOrigin: boolean }): Promise<HeaderSets> {
  const corp = opts.isCrossOrigin ? 'cross-origin' : 'same-origin';
  const document = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // A web client on another origin (CORS_ORIGINS) must be able to show avatars and the plan.
    crossOriginResourcePolicy: { policy: corp },
    // NOTE: helmet's Cross-Origin-Opener-Policy (same-origin) is kept, though a first visit in a new
    // tab then starts a renderer of its own after the answer (decision 0048 has its cost).
  });
  document['permissions-policy'] = PERMISSIONS_POLICY;
  const common = { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': corp };
  return {
    document,
    api: {
      ...common,
      'content-security-policy': API_CONTENT_SECURITY_POLICY,
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
    },
    asset: { ...common, 'content-security-policy': ASSET_CONTENT_SECURITY_POLICY },
    file: common,
  };
}

/** `csp` with `origins` added to its `name` directive (origins are URL.origin values or hashes: no spaces). */
export function withOrigins(csp: string, name: string, origins: readonly string[]): string {
  if (origins.length === 0) return csp;
  return csp
    .split(';')
    .map((directive) =>
      directive.trim().startsWith(`${name} `) ? [directive, ...origins].join(' ') : directive,
    )
    .join(';');
}

/** The service worker's script: its CSP governs the SW's own fetches (connect-src). */
const SW_PATH = '/sw.js';

/**
 * A file of the build outside /assets/ that is no page (the icons, the logo, the sign-in's
 * handoff script): the headers of a built file (issue 26: helmet's full set was ~1.3 kB more on
 * each, in the precache).
 */
const STATIC_FILE = /^\/[\w/-]+\.(?:png|svg|ico|js)$/;

/** A worker's script as the build names it (vite.config.ts). */
const WORKER_SCRIPT = new RegExp(`^/${WORKER_SCRIPT_PREFIX}[\\w-]+\\.js$`);

type SecurityHeadersOptions = {
  isCrossOrigin: boolean;
  /** The CSP sources ('sha256-…') of the built pages' inline stylesheets. */
  styleHashes?: readonly string[];
  /** The CSP sources of the drawn pages' inline script, their loader (plugins/page-loader.ts). */
  scriptHashes?: readonly string[];
};

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
  const sets = await securityHeaderSets(opts);
  const baseCsp = withOrigins(
    withOrigins(sets.document['content-security-policy'] ?? '', 'style-src', opts.styleHashes ?? []),
    'script-src',
    opts.scriptHashes ?? [],
  );
  sets.document = { ...sets.document, 'content-security-policy': baseCsp };
  let document = sets.document;
  let worker = sets.document;
  let current = '';
  app.decorate('setPictureOrigins', (origins: readonly string[]) => {
    const key = origins.join(' ');
    if (key === current) return;
    current = key;
    const pages = withOrigins(baseCsp, 'img-src', origins);
    document = { ...sets.document, 'content-security-policy': pages };
    // The SW fetches the pictures itself to cache them (sw/routes.ts): only its script may.
    worker = { ...sets.document, 'content-security-policy': withOrigins(pages, 'connect-src', origins) };
  });
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const pathname = url.split('?', 1)[0] ?? url;
    reply.headers(
      url.startsWith('/api/')
        ? sets.api
        : pathname === SW_PATH
          ? worker
          : url.startsWith('/assets/') || STATIC_FILE.test(pathname)
            ? WORKER_SCRIPT.test(pathname)
              ? sets.asset
              : sets.file
            : document,
    );
    done();
  });
});
