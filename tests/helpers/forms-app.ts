// Shared setup of the upload test files (profile, uploads, staff CV): one app per file on its own
// DATA_DIR (uploads land there), the clock at a fixed instant, and the helpers they all send with.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Multipart } from '../fixtures/forms.ts';
import { createTestApp, type TestApp } from './app.ts';
import { signIn } from './factories.ts';

export const AT = Date.parse('2026-11-22T10:00:00Z');
export const FORBIDDEN = { error: 'Cannot access resource' };
export const NOT_FOUND = { errors: { detail: 'Endpoint Not Found' } };

/** Registers the file's hooks; `use` receives the app (its DATA_DIR is `app.config.dataDir`). */
export function setUpFormsApp(use: (app: TestApp) => void, env: Record<string, string> = {}): void {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(env);
    use(app);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    app.clock.now = new Date(AT);
  });
}

export const auth = async (app: TestApp, email: string) => ({
  authorization: `Bearer ${await signIn(app.app, email)}`,
});

export const send = (
  app: TestApp,
  method: 'PATCH' | 'PUT',
  url: string,
  headers: Record<string, string>,
  form: Multipart,
) => app.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
