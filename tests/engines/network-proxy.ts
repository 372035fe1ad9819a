// The network between the browser and the server, for the cross-engine specs (issue 12): every
// engine is pointed at this proxy instead of the server, so a test cuts the network the same way
// on Chromium, Firefox and WebKit, without an engine's own offline switch. It passes requests and
// websocket upgrades through unchanged (the Host header too, so the page's origin is the proxy's),
// refuses every connection while offline, and can let one write reach the server and then drop
// its answer, as a hall's Wi-Fi does after the server committed.
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

export type NetworkProxy = {
  /** The origin the browser uses, e.g. http://127.0.0.1:41235. */
  readonly url: string;
  /** Cuts every open connection and refuses new ones, until `online()`. */
  offline(): void;
  online(): void;
  /** Resets every request whose path starts with `pathPrefix` (the API out of reach); null ends it. */
  refuse(pathPrefix: string | null): void;
  /** From now on /sw.js answers the built worker with one comment added: a new version deployed. */
  deployNewServiceWorker(): void;
  /**
   * The next `method` request whose path starts with `pathPrefix` reaches the server and is
   * answered there; the browser gets the status line, the headers and half the body, then the
   * connection is reset. Resolves once the server answered it.
   * NOTE: not a reset before any byte: every engine then resends the request itself on a new
   * connection (a reused keep-alive socket that closed is taken for a stale one), the page gets
   * the server's kept answer directly and the outbox never sees the loss.
   */
  dropNextAnswer(method: string, pathPrefix: string): Promise<void>;
  /** Requests the server answered so far whose path starts with `pathPrefix`, by method. */
  answered(method: string, pathPrefix: string): number;
  close(): Promise<void>;
};

type Drop = { method: string; pathPrefix: string; met: () => void };

const matches = (req: http.IncomingMessage, method: string, pathPrefix: string) =>
  req.method === method && (req.url ?? '').startsWith(pathPrefix);

export async function startNetworkProxy(target: string): Promise<NetworkProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const sockets = new Set<Duplex>();
  const seen: { method: string; url: string }[] = [];
  let isOffline = false;
  let drop: Drop | null = null;
  let refused: string | null = null;
  let swVersion = 0;

  const track = (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  const server = http.createServer((req, res) => {
    if (isOffline || (refused !== null && (req.url ?? '').startsWith(refused))) {
      req.socket.destroy();
      return;
    }
    const isChangedWorker = swVersion > 0 && (req.url ?? '').split('?')[0] === '/sw.js';
    // The changed worker is made from the plain file, so the server is not asked to compress it.
    const headers = isChangedWorker ? { ...req.headers, 'accept-encoding': 'identity' } : req.headers;
    const isDropped = drop !== null && matches(req, drop.method, drop.pathPrefix);
    const dropped = isDropped ? drop : null;
    if (isDropped) drop = null;
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (answer) => {
        seen.push({ method: req.method ?? '', url: req.url ?? '' });
        if (dropped) {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.once('end', () => {
            const body = Buffer.concat(chunks);
            res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
            res.write(body.subarray(0, Math.floor(body.length / 2)), () => {
              req.socket.destroy();
              dropped.met();
            });
          });
          return;
        }
        if (isChangedWorker && answer.statusCode === 200) {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.once('end', () => {
            const body = Buffer.concat([...chunks, Buffer.from(`\n// version ${swVersion}\n`)]);
            const {
              'content-length': _length,
              etag: _etag,
              'last-modified': _modified,
              ...kept
            } = answer.headers;
            res.writeHead(200, { ...kept, 'content-length': String(body.length) });
            res.end(body);
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forward.once('error', () => req.socket.destroy());
    req.pipe(forward);
  });

  server.on('connection', (socket) => {
    if (isOffline) {
      socket.destroy();
      return;
    }
    track(socket);
  });

  // Websockets (the spotlight channel): the raw bytes both ways, cut with the rest when offline.
  server.on('upgrade', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    if (isOffline) {
      client.destroy();
      return;
    }
    const backend = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      backend.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) backend.write(head);
      backend.pipe(client);
      client.pipe(backend);
    });
    track(backend);
    const end = () => {
      backend.destroy();
      client.destroy();
    };
    backend.once('error', end);
    client.once('error', end);
    backend.once('close', end);
    client.once('close', end);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    offline() {
      isOffline = true;
      for (const socket of sockets) socket.destroy();
    },
    online() {
      isOffline = false;
    },
    refuse(pathPrefix) {
      refused = pathPrefix;
    },
    deployNewServiceWorker() {
      swVersion += 1;
    },
    dropNextAnswer(method, pathPrefix) {
      return new Promise<void>((met) => {
        drop = { method, pathPrefix, met };
      });
    },
    answered(method, pathPrefix) {
      return seen.filter((r) => r.method === method && r.url.startsWith(pathPrefix)).length;
    },
    async close() {
      isOffline = true;
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
