// Serves the built PWA from the same port (DESIGN.md §1). Unknown non-API paths get index.html
// (the client router decides), with the event's identity written in so the first paint is right
// (issue 23): its title, name and logo in the shell's header, its theme colour, and a link to
// /event-theme.css when the console set colours; and (issue 26) the page's own title, description
// and Open Graph tags for a public page (event/public-page-rules.ts), so a shared link previews. NOTE: the service worker's precached copy of
// index.html is the built file; the page applies the stored identity there (src/app/event-theme.ts).
// A page the build prerendered (#contract/prerendered, issue 26) is served from its own file, with
// the event's name and logo written into its header's brand as well. `/` and the programme's public
// pages are rendered here, from the build's renderer (#contract/prerendered RENDERER_FILE) and the
// stored event and programme, once per version of them (versioned-answers.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { THEME_DEFAULTS } from '../event/identity-rules.ts';
import { metaTags, pageMeta, publicPageOf, type PageMeta } from '../event/public-page-rules.ts';
import {
  INLINE_STYLES_FILE,
  PRERENDERED_PATHS,
  SERVER_RENDERED_ROUTES,
  prerenderedFor,
  RENDERER_FILE,
  serverRenderedOf,
  signInFailureOf,
  type PageData,
  type Renderer,
} from '#contract/prerendered';
import type { EventReply } from '#contract/event';
import type { ProgrammeReply } from '#contract/programme';
import type { ProgrammeSource } from '../programme/reply.ts';
import type { EventIdentity, IdentityCache } from '../event/identity.ts';
import { PreparedAnswer } from './prepared-answer.ts';
import { PAGE_LOADER_HASH, withPageLoader } from './page-loader.ts';
import { cspHashOf, withBody, withInlineStyles, withLang } from './prerendered-page.ts';
import { pageLocale } from '../i18n/request-locale.ts';
import type { Locale } from '#contract/constants';
import { readRoutePreloads, routePreloadOf, withRoutePreloads } from './route-preloads.ts';
import { VersionedAnswers } from './versioned-answers.ts';
import { REFUSALS } from './errors.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const isApiPath = (url: string) => /^\/(api|socket|uploads)(\/|$|\?)/.test(url);

/** The built index.html with this identity and this page's title and preview tags written in. */
export function identityHtml(template: string, identity: EventIdentity, meta: PageMeta): string {
  const name = escapeHtml(identity.name);
  // NOTE: function replacers: a "$&" or "$1" in the event's name is text, not a pattern.
  let html = template
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>\n    ${metaTags(meta)}`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      () => `<meta name="theme-color" content="${identity.themeColor ?? THEME_DEFAULTS.background}"`,
    )
    .replace(
      /(<span class="shell-brand">[\s\S]*?<\/svg>)\s*Confetti\s*(<\/span>)/,
      (_, before: string, after: string) => `${before} ${name}${after}`,
    )
    .replace(/Loading Confetti…/, () => `Loading ${name}…`)
    // A prerendered page's brand (src/ui/brand-mark.tsx), as the build rendered it.
    .replace(
      /(<img class="[^"]*" src=")\/logo\.svg(" alt=""\/><span>)Confetti(<\/span>)/,
      (_, img: string, span: string, end: string) =>
        `${img}${identity.logo === null ? '/logo.svg' : escapeHtml(identity.logo)}${span}${name}${end}`,
    );
  if (identity.logo !== null) {
    const logo = escapeHtml(identity.logo);
    html = html.replace(
      /<svg class="shell-logo"[\s\S]*?<\/svg>/,
      () => `<img class="shell-logo" src="${logo}" alt="" />`,
    );
  }
  if (identity.palette !== null) {
    html = html.replace(
      '</head>',
      () => `  <link rel="stylesheet" href="/event-theme.css?v=${identity.version}" />\n  </head>`,
    );
  }
  return html;
}

type ClientOptions = {
  dir: string | null;
  year: number;
  /** The event's days in words, for the pages' descriptions. */
  dates: string;
  /** PUBLIC_ORIGIN (or this server's): the pages' addresses and picture in their previews. */
  origin: string;
  identity: IdentityCache;
  /** GET /api/event's answer for this identity, which `/` and the programme's pages are rendered with. */
  event: (identity: EventIdentity) => EventReply;
  /** GET /api/programme's answer now, which the programme's public pages are rendered with. */
  programme: ProgrammeSource;
  now: () => Date;
};

/**
 * NOTE: a programme page is drawn again after this long even when its data is unchanged: its
 * "now" and "next", its "Now" marks and its opening day are the instant's it was drawn at, which
 * the page's first render draws too (src/programme/served-page.ts) before moving to the phone's time.
 */
export const PROGRAMME_PAGE_MAX_AGE_MS = 60_000;

/**
 * The CSP sources of the build's inline stylesheets (#contract/prerendered) and of the drawn
 * routes' stylesheets, which their pages have inline; none without a build.
 */
export function inlineStyleHashes(dir: string | null): string[] {
  const file = dir === null ? null : path.join(dir, INLINE_STYLES_FILE);
  if (dir === null || file === null || !fs.existsSync(file)) return [];
  const hashes: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  // NOTE: only the drawn routes' (every document's CSP carries these, ~55 bytes each).
  const drawn = new Set<string>([...Object.keys(SERVER_RENDERED_ROUTES), ...PRERENDERED_PATHS]);
  const readStyle = styleReader(dir);
  const routeStyles = new Set(
    readRoutePreloads(dir)
      .filter((route) => drawn.has(route.path))
      .flatMap((route) => route.styles),
  );
  return [
    ...(Array.isArray(hashes)
      ? hashes.filter((h): h is string => typeof h === 'string' && /^'sha256-[\w+/=]+'$/.test(h))
      : []),
    ...[...routeStyles].map((href) => cspHashOf(readStyle(href))),
  ];
}

/** A reader of the build's stylesheets by their /assets/ address, each read once. */
function styleReader(dir: string): (href: string) => string {
  const read = new Map<string, string>();
  return (href) => {
    let css = read.get(href);
    if (css === undefined) read.set(href, (css = fs.readFileSync(path.join(dir, href), 'utf8')));
    return css;
  };
}

/** The CSP sources of the inline scripts of the pages served from `dir`: a drawn page's loader. */
export function inlineScriptHashes(dir: string | null): string[] {
  return dir === null ? [] : [PAGE_LOADER_HASH];
}

/** The build's renderer, or null for a build without one (before issue 26, or a dev server). */
async function loadRenderer(dir: string | null): Promise<Renderer['renderPage'] | null> {
  const file = dir === null ? null : path.join(dir, RENDERER_FILE);
  if (file === null || !fs.existsSync(file)) return null;
  return ((await import(pathToFileURL(file).href)) as Renderer).renderPage;
}

export const clientPlugin = fp(async (app: FastifyInstance, opts: ClientOptions) => {
  const indexFile = opts.dir ? path.join(opts.dir, 'index.html') : null;
  const template = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  // The prerendered pages by their file under dist/ (a build before issue 26 has none).
  const prerendered = new Map<string, string>();
  const prerenderedDir = opts.dir ? path.join(opts.dir, 'prerendered') : null;
  if (prerenderedDir && fs.existsSync(prerenderedDir))
    for (const file of fs.readdirSync(prerenderedDir).filter((f) => f.endsWith('.html')))
      prerendered.set(`prerendered/${file}`, fs.readFileSync(path.join(prerenderedDir, file), 'utf8'));
  const renderPage = template === null ? null : await loadRenderer(opts.dir);
  const routePreloads = readRoutePreloads(opts.dir);
  const readStyle = opts.dir === null ? () => '' : styleReader(opts.dir);
  // NOTE: one render at a time: the renderer holds the data it draws with until its next call.
  let rendering: Promise<unknown> = Promise.resolve();
  const rendered = (url: string, data: PageData, locale: Locale): Promise<string> => {
    const next = rendering.then(() => renderPage!(url, data, locale));
    rendering = next.catch(() => undefined);
    return next;
  };
  // One answer per identity version and path (a public page's, or the one of every other path); a
  // programme page's per identity and programme version, path and query, drawn at most a minute ago.
  const shells = new VersionedAnswers<PreparedAnswer>({ maxEntries: 2_000, now: opts.now });
  const programmePages = new VersionedAnswers<PreparedAnswer>({
    maxEntries: 2_000,
    maxAgeMs: PROGRAMME_PAGE_MAX_AGE_MS,
    now: opts.now,
  });
  const prepare = async (
    pathname: string,
    search: string,
    identity: EventIdentity,
    programme: ProgrammeReply | null,
    at: Date,
    locale: Locale,
  ): Promise<PreparedAnswer> => {
    const found = publicPageOf(pathname);
    const file = prerenderedFor(pathname, locale);
    const prerenderedPage = file === null ? undefined : prerendered.get(file);
    // A form sign-in the server refused (accounts/auth-routes.ts): its reason above the prerendered page,
    // outside what the app hydrates.
    const failure = prerenderedPage === undefined ? null : signInFailureOf(search);
    let page =
      failure === null
        ? (prerenderedPage ?? template!)
        : prerenderedPage!.replace(
            '<body>',
            () => `<body>\n    <p class="sign-in-refused" role="alert">${escapeHtml(failure)}</p>`,
          );
    let isDrawn = prerenderedPage !== undefined;
    const served = renderPage === null ? null : serverRenderedOf(pathname);
    if (served !== null && (served.data === 'event' || programme !== null)) {
      const data: PageData =
        programme === null
          ? { event: opts.event(identity) }
          : { event: opts.event(identity), programme, at: at.toISOString() };
      const url = programme === null ? pathname : `${pathname}${search === '' ? '' : `?${search}`}`;
      // A render that fails leaves the loading shell, which the app draws over as on any other path.
      page = await rendered(url, data, locale).then(
        (body) => ((isDrawn = true), withBody(template!, body, data)),
        (error: unknown) => (app.log.error({ err: error, url }, 'rendering a page failed'), page),
      );
    }
    const event = {
      name: `${identity.name} ${opts.year}`,
      dates: opts.dates,
      origin: opts.origin,
      image: `${opts.origin}${identity.icons?.icon512 ?? '/icons/icon-512.png'}`,
    };
    const meta = pageMeta(found?.page ?? null, event, found === null ? '/' : pathname);
    const route = routePreloadOf(routePreloads, pathname);
    // The language's catalogs the first render waits for (issue 24), fetched beside the entry.
    const files = [...(route?.catalogs[locale] ?? []), ...(route?.files ?? [])];
    // A drawn page has its route's stylesheets inline (none in front of its first paint) and the
    // loader in place of its scripts (page-loader.ts); the app's shell preloads the route's files.
    const withScripts = isDrawn
      ? withPageLoader(
          withInlineStyles(withRoutePreloads(page, [], route?.styles ?? []), readStyle).html,
          files,
        )
      : withRoutePreloads(page, files);
    const sent = identityHtml(withLang(withScripts, locale), identity, meta);
    return new PreparedAnswer(sent, 'text/html; charset=utf-8');
  };
  const html = async (pathname: string, search: string, locale: Locale): Promise<PreparedAnswer> => {
    const identity = await opts.identity.current();
    if (renderPage !== null && serverRenderedOf(pathname)?.data === 'programme') {
      // The programme as GET /api/programme answers it now; unreadable, the page is the shell,
      // which the app fills from its stored copy.
      const programme = await opts.programme().catch((error: unknown) => {
        app.log.warn({ err: error }, 'programme not read for its page');
        return null;
      });
      if (programme !== null)
        return programmePages.get(
          `${identity.version} ${programme.version}`,
          `${locale} ${pathname}?${search}`,
          (at) => prepare(pathname, search, identity, programme, at, locale),
        );
    }
    const found = publicPageOf(pathname);
    // A public page's path is its own address (with a refusal's reason); any other path shares its
    // route's answer (its preloads).
    const key = `${locale} ${
      found === null
        ? `route ${routePreloadOf(routePreloads, pathname)?.path ?? ''}`
        : `${pathname} ${prerenderedFor(pathname) === null ? '' : (signInFailureOf(search) ?? '')}`
    }`;
    return shells.get(identity.version, key, (at) => prepare(pathname, search, identity, null, at, locale));
  };
  if (opts.dir && template) {
    const shared = {
      index: false,
      // The .br and .gz files `npm run build` writes (scripts/compress-dist.ts), for a client that asks.
      preCompressed: true,
      // NOTE: the file list is read at start (the shell HTML is too): restart after a rebuild.
      wildcard: false,
    } as const;
    // Hashed build files are immutable: no validator, no ranges. NOTE: ~90 bytes of headers less on
    // each of the ~170 files the service worker precaches (DESIGN.md §7's precache budget).
    await app.register(fastifyStatic, {
      ...shared,
      root: path.join(opts.dir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    await app.register(fastifyStatic, {
      ...shared,
      root: opts.dir,
      // The manifest is the server's (event/routes.ts); an older build's copy is never served.
      globIgnore: ['manifest.webmanifest', 'assets/**'],
      setHeaders(res) {
        // NOTE: the SW script must be revalidated or an update never reaches phones.
        res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const [status, body] = REFUSALS['not-found'];
    // A missing file (an old chunk after a deploy) must fail as a 404, not load the app shell as script.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!template || request.method !== 'GET' || isApiPath(request.url) || isFile)
      return reply.code(status).send(body);
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    return (await html(pathname, search, pageLocale(request.headers))).send(
      // NOTE: the page is in the language of the device's choice or its Accept-Language (issue 24).
      reply.code(200).header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language'),
      request.headers['accept-encoding'],
    );
  });
});
