// Test guard (AppDeps.checkReplies, on in tests/helpers/app.ts): fast-json-stringify drops every
// key a response schema does not name and coerces values to the schema's types, so a contract that
// drifts from what a handler builds would change the wire without a sound. With this plugin every
// serialised reply must parse back to the very JSON the handler built; otherwise the request
// answers 500 with both, so the failing test shows the difference.
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const replyCheckPlugin = fp(async (app: FastifyInstance) => {
  const built = new WeakMap<FastifyRequest, string>();
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    built.set(request, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload: unknown) => {
    const expected = built.get(request);
    if (expected === undefined || typeof payload !== 'string') return payload;
    const sent: unknown = JSON.parse(payload);
    const handed: unknown = JSON.parse(expected);
    if (isDeepStrictEqual(sent, handed)) return payload;
    reply.code(500);
    return JSON.stringify({ 'reply-drift': { route: request.routeOptions.url, sent, built: handed } });
  });
});
