// Signing in as a test user: a bearer header for app.inject.
import type { TestApp } from './app.ts';
import { PASSWORD } from './factories.ts';

export async function bearer(t: TestApp, email: string): Promise<{ authorization: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign_in',
    payload: { email, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign in as ${email} failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().jwt}` };
}
