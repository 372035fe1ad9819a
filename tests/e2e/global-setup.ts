// The e2e project's global setup (vite.config.ts): seeds one DATA_DIR template for the whole run,
// so each spec file's server starts on a copy instead of a fresh initdb, migrations and seed
// (helpers/server.ts). The spec workers inherit the template's path through the environment.
// It also prints the Chromium it runs, and refuses one older than supported (issue 30).
import { checkEngineVersion } from '../engines/drivers/versions.ts';
import { DATA_TEMPLATE_ENV, FRESH_DATA_ENV, prepareDataTemplate } from './helpers/server.ts';

export default async function setup(): Promise<(() => void) | undefined> {
  checkEngineVersion('chromium');
  if (process.env[FRESH_DATA_ENV] === '1') return undefined;
  const template = await prepareDataTemplate();
  process.env[DATA_TEMPLATE_ENV] = template.dir;
  return () => {
    delete process.env[DATA_TEMPLATE_ENV];
    template.remove();
  };
}
