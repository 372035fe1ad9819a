// A picture host on another origin (issue 22): a 1×1 PNG at every path on 127.0.0.1:<port>,
// reached as http://localhost:<port> (the app is on 127.0.0.1), as an export's speaker pictures
// are on the export's host. Counts the requests it answered.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export type PictureServer = { origin: string; requests: () => number; close: () => Promise<void> };

export async function servePicture(): Promise<PictureServer> {
  let requests = 0;
  let isOpen = true;
  const server = http.createServer((_request, response) => {
    requests += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
    response.end(PNG);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    requests: () => requests,
    close: () =>
      new Promise((resolve) => {
        if (!isOpen) return resolve();
        isOpen = false;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
