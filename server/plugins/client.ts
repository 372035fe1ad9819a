// Serves the built PWA from the same port (DESIGN.md §1). Unknown non-API paths get index.html
// (the client router decides), with the event's title written in so the first paint is right.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { PreparedAnswer } from '../prepared-answer.ts';
import { REFUSALS } from './errors.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const isApiPath = (url: string) => /^\/(api|socket|uploads)(\/|$|\?)/.test(url);

export const clientPlugin = fp(async (app: FastifyInstance, opts: { dir: string | null; title: string }) => {
  const indexFile = opts.dir ? path.join(opts.dir, 'index.html') : null;
  const html =
    indexFile && fs.existsSync(indexFile)
      ? new PreparedAnswer(
          fs
            .readFileSync(indexFile, 'utf8')
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(opts.title)}</title>`),
          'text/html; charset=utf-8',
        )
      : null;
  if (opts.dir && html) {
    await app.register(fastifyStatic, {
      root: opts.dir,
      index: false,
      // The .br and .gz files `npm run build` writes (scripts/compress-dist.ts), for a client that asks.
      preCompressed: true,
      // NOTE: the file list is read at start (the shell HTML is too): restart after a rebuild.
      wildcard: false,
      setHeaders(res, file) {
        // NOTE: the SW script and manifest must be revalidated or an update never reaches phones;
        // hashed assets are immutable.
        if (/[\\/]assets[\\/]/.test(file)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const [status, body] = REFUSALS['not-found'];
    // A missing file (an old chunk after a deploy) must fail as a 404, not load the app shell as script.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!html || request.method !== 'GET' || isApiPath(request.url) || isFile)
      return reply.code(status).send(body);
    return html.send(reply.code(200).header('cache-control', 'no-cache'), request.headers['accept-encoding']);
  });
});
