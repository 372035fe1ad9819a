// An answer made once and sent many times (the leaderboards' JSON, DESIGN.md §7; the app shell's
// HTML): its Brotli and gzip forms are made at most once each, on the first request that asks for
// them, so a warm read costs neither a serialisation nor a compression (issue 11: compressed, and
// the leaderboard still ≥ 70 % of a bare route). Routes that send one opt out of
// @fastify/compress (`compress: false`); the not-found handler, which sends the shell, has none.
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const JSON_TYPE = 'application/json; charset=utf-8';
/** As @fastify/compress (server/app.ts): answers under 1 kB are sent as they are. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

type Encoding = 'br' | 'gzip';

const NEGOTIATED_MAX = 64;
const negotiated = new Map<string, string>();
// NOTE: the negotiator keeps the few Accept-Encoding values browsers send, so a warm read parses
// none; a client sending a new value on every request only ever fills NEGOTIATED_MAX entries.
const negotiator = new Negotiator<Encoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: {
    get: (key) => negotiated.get(key),
    has: (key) => negotiated.has(key),
    set(key, value) {
      if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
      negotiated.set(key, value);
      return this;
    },
  },
});

export class PreparedAnswer {
  private br: Buffer | null = null;
  private gzip: Buffer | null = null;

  /**
   * `body` is sent with `type` (a full Content-Type). A body made as bytes gives `length`, the
   * length of its text as a string, so it is compressed exactly when that string would be.
   */
  constructor(
    readonly body: string | Buffer,
    private readonly type: string,
    private readonly length = body.length,
  ) {}

  private encoded(encoding: Encoding): Buffer {
    if (encoding === 'br') {
      this.br ??= brotliCompressSync(this.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.length,
        },
      });
      return this.br;
    }
    this.gzip ??= gzipSync(this.body, { level: 6 });
    return this.gzip;
  }

  /** Sends the body in the best encoding the request accepts (Vary says the answer depends on it). */
  send(reply: FastifyReply, acceptEncoding: string | undefined): FastifyReply {
    reply.type(this.type).header('vary', 'accept-encoding');
    const encoding =
      acceptEncoding && this.length >= COMPRESS_THRESHOLD_BYTES ? negotiator.negotiate(acceptEncoding) : null;
    if (encoding === 'br' || encoding === 'gzip')
      return reply.header('content-encoding', encoding).send(this.encoded(encoding));
    return reply.send(this.body);
  }
}
