// The engines project's global setup (vite.config.ts): one real server with the demo seed for the
// whole run, shared by every spec file and engine (each file puts its own network proxy and
// browser in front of it), so three engines cost one server start, not one per file and engine.
// The spec workers find it through the environment.
import { startServer } from '../e2e/helpers/server.ts';

export const ENGINES_SERVER_URL = 'CONFETTI_ENGINES_SERVER_URL';
export const ENGINES_SERVER_DATA = 'CONFETTI_ENGINES_SERVER_DATA';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env[ENGINES_SERVER_URL] = server.url;
  process.env[ENGINES_SERVER_DATA] = server.dataDir;
  return async () => {
    delete process.env[ENGINES_SERVER_URL];
    delete process.env[ENGINES_SERVER_DATA];
    await server.stop();
  };
}
