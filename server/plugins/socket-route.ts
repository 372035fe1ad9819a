// GET /socket/websocket (DESIGN.md §6, provider-api.md §5): the Phoenix socket, served by
// server/realtime/socket.ts. Before the upgrade: the Origin check (plugins/cors.ts) and the
// serializer version (`?vsn=`). A plain GET is the provider's 400; the `phoenix` subprotocol is
// selected in the websocket options (socketOptions below).
// @fastify/websocket is registered here, in this route's own scope: on the app, it gave every
// request an onRequest and an onResponse hook (to learn whether it was an upgrade), a few µs of
// each leaderboard read (DESIGN.md §7). The server's upgrades pass through `upgradesOf` below:
// the socket's path goes on to the plugin, any other path is answered 404 and closed.
// NOTE: the client's token (`base64url.bearer.phx.<token>` subprotocol) is not checked: the
// provider's socket takes anyone (§5) and the spotlight is public (GET /api/spotlight).
import { Server, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import websocket, { type WebsocketPluginOptions } from '@fastify/websocket';
import { SOCKET_PATH } from '#contract/constants';
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
const socketOptions = (limits: RealtimeLimits, upgrades: Server): WebsocketPluginOptions => ({
  options: {
    server: upgrades,
    maxPayload: limits.maxPayloadBytes,
    handleProtocols: (offered: Set<string>) => (offered.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
  },
  // An oversize or broken frame is the client's fault: `ws` has sent its close code already.
  errorHandler: (err, socket, request) => {
    request.log.warn({ err }, 'websocket closed on a protocol error');
    socket.terminate();
  },
});

const SOCKET_URL = `${SOCKET_PATH}/websocket`;

const NOT_FOUND = 'HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';

/**
 * What @fastify/websocket listens to for upgrades instead of the app's server: the server's
 * upgrades to the socket's path, re-emitted. It never listens itself.
 */
function upgradesOf(app: FastifyInstance): Server {
  const upgrades = new Server();
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path === SOCKET_URL) upgrades.emit('upgrade', request, socket, head);
    else {
      // Node takes its error listener off a socket before handing it over as an upgrade.
      socket.on('error', () => socket.destroy());
      socket.end(NOT_FOUND, () => socket.destroy());
    }
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
  });
  return upgrades;
}

const vsnOf = (request: FastifyRequest) => parseVsn((request.query as { vsn?: string }).vsn);

export const socketRoutes: FastifyPluginAsync<AppContext & { limits: RealtimeLimits }> = async (app, ctx) => {
  await app.register(websocket, socketOptions(ctx.limits, upgradesOf(app)));
  const own = { origin: appOrigin(ctx.config), corsOrigins: ctx.config.corsOrigins };
  app.route({
    method: 'GET',
    url: SOCKET_URL,
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
