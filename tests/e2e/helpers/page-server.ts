// A page of a web client on another origin than the API (CORS_ORIGINS, issues 7 and 21): one
// HTML document served at every path on 127.0.0.1:<port>, reached as http://localhost:<port>, so
// its origin differs from the API's http://127.0.0.1:<port>. Its scripts are under no CSP of ours.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PageServer = { origin: string; close: () => Promise<void> };

export async function servePage(html: string, port: number): Promise<PageServer> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
