// Serves the built PWA from the same port (DESIGN.md §1). Unknown non-API paths get index.html
// (the client router decides), with the event's identity written in so the first paint is right
// (issue 23): its title, name and logo in the shell's header, its theme colour, and a link to
// /event-theme.css when the console set colours. NOTE: the service worker's precached copy of
// index.html is the built file; the page applies the stored identity there (src/app/event-theme.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { THEME_DEFAULTS } from '../domain/event-identity.ts';
import type { EventIdentity, IdentityCache } from '../event-identity.ts';
import { PreparedAnswer } from '../prepared-answer.ts';
import { REFUSALS } from './errors.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const isApiPath = (url: string) => /^\/(api|socket|uploads)(\/|$|\?)/.test(url);

/** The built index.html with this identity written in. */
export function identityHtml(template: string, identity: EventIdentity, year: number): string {
  const name = escapeHtml(identity.name);
  let html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${name} ${year}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      `<meta name="theme-color" content="${identity.themeColor ?? THEME_DEFAULTS.background}"`,
    )
    .replace(/(<span class="shell-brand">[\s\S]*?<\/svg>)\s*Confetti\s*(<\/span>)/, `$1 ${name}$2`)
    .replace(/Loading Confetti…/, `Loading ${name}…`);
  if (identity.logo !== null) {
    html = html.replace(
      /<svg class="shell-logo"[\s\S]*?<\/svg>/,
      `<img class="shell-logo" src="${escapeHtml(identity.logo)}" alt="" />`,
    );
  }
  if (identity.palette !== null) {
    html = html.replace(
      '</head>',
      `  <link rel="stylesheet" href="/event-theme.css?v=${identity.version}" />\n  </head>`,
    );
  }
  return html;
}

export const clientPlugin = fp(
  async (app: FastifyInstance, opts: { dir: string | null; year: number; identity: IdentityCache }) => {
    const indexFile = opts.dir ? path.join(opts.dir, 'index.html') : null;
    const template = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
    let kept: { version: string; answer: PreparedAnswer } | null = null;
    const html = async (): Promise<PreparedAnswer> => {
      const identity = await opts.identity.current();
      if (kept?.version !== identity.version) {
        const body = identityHtml(template!, identity, opts.year);
        kept = { version: identity.version, answer: new PreparedAnswer(body, 'text/html; charset=utf-8') };
      }
      return kept.answer;
    };
    if (opts.dir && template) {
      await app.register(fastifyStatic, {
        root: opts.dir,
        index: false,
        // The .br and .gz files `npm run build` writes (scripts/compress-dist.ts), for a client that asks.
        preCompressed: true,
        // NOTE: the file list is read at start (the shell HTML is too): restart after a rebuild.
        wildcard: false,
        // The manifest is the server's (routes/event.ts); an older build's copy is never served.
        globIgnore: ['manifest.webmanifest'],
        setHeaders(res, file) {
          // NOTE: the SW script must be revalidated or an update never reaches phones; hashed
          // assets are immutable.
          if (/[\\/]assets[\\/]/.test(file))
            res.header('cache-control', 'public, max-age=31536000, immutable');
          else res.header('cache-control', 'no-cache');
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const [status, body] = REFUSALS['not-found'];
      // A missing file (an old chunk after a deploy) must fail as a 404, not load the app shell as script.
      const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
      if (!template || request.method !== 'GET' || isApiPath(request.url) || isFile)
        return reply.code(status).send(body);
      return (await html()).send(
        reply.code(200).header('cache-control', 'no-cache'),
        request.headers['accept-encoding'],
      );
    });
  },
);
