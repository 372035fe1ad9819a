// GET /socket/websocket (DESIGN.md §6, provider-api.md §5): the Phoenix socket, served by
// server/realtime/socket.ts. Before the upgrade: the Origin check (plugins/cors.ts) and the
// serializer version (`?vsn=`). A plain GET is the provider's 400; the `phoenix` subprotocol is
// selected in app.ts's websocket options (socketOptions below).
// NOTE: the client's token (`base64url.bearer.phx.<token>` subprotocol) is not checked: the
// provider's socket takes anyone (§5) and the spotlight is public (GET /api/spotlight).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebsocketPluginOptions } from '@fastify/websocket';
import { Type } from 'typebox';
import type { AppContext } from './app-context.ts';
import { appOrigin } from '../cards/rules.ts';
import { isAllowedSocketOrigin } from './cors.ts';
import { Refusal } from './errors.ts';
import type { RealtimeLimits } from '../realtime/limits.ts';
import { parseVsn, SUBPROTOCOL } from '../realtime/phoenix-frame.ts';
import { serveSocket } from '../realtime/socket.ts';

const SocketQuery = Type.Object({ vsn: Type.Optional(Type.String()) });

/** Options of @fastify/websocket: bounded frames, and `phoenix` chosen when a client offers it. */
export const socketOptions = (limits: RealtimeLimits): WebsocketPluginOptions => ({
  options: {
    maxPayload: limits.maxPayloadBytes,
    handleProtocols: (offered: Set<string>) => (offered.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
  },
  // An oversize or broken frame is the client's fault: `ws` has sent its close code already.
  errorHandler: (err, socket, request) => {
    request.log.warn({ err }, 'websocket closed on a protocol error');
    socket.terminate();
  },
});

const vsnOf = (request: FastifyRequest) => parseVsn((request.query as { vsn?: string }).vsn);

export const socketRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const own = { origin: appOrigin(ctx.config), corsOrigins: ctx.config.corsOrigins };
  app.route({
    method: 'GET',
    url: '/socket/websocket',
    schema: { querystring: SocketQuery, hide: true },
    onRequest: async (request) => {
      if (!isAllowedSocketOrigin(request.headers.origin, { ...own, host: request.headers.host })) {
        throw new Refusal('forbidden');
      }
    },
    preHandler: async (request) => {
      if (vsnOf(request) === null) throw new Refusal('bad-request');
    },
    handler: async () => {
      throw new Refusal('bad-request'); // a plain GET, not an upgrade
    },
    wsHandler: (socket, request) => serveSocket(socket, vsnOf(request) ?? '2.0.0', ctx.realtime.socket),
  });
};
