// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#contract/constants';
import { i18n } from '#i18n/runtime';
import type { ApiFailure } from '../../../../src/api/errors.ts';

vi.stubEnv('VITE_API_URL', 'http://api.test/');

const { api } = await import('../../../../src/api/client.ts');
const { toApiFailure } = await import('../../../../src/api/errors.ts');
const { signInErrorMessage, MESSAGE_DENIED, MESSAGE_GENERIC, MESSAGE_NO_CONNECTION } =
  await import('../../../../src/auth/error-messages.ts');

const seen: Request[] = [];

function answer(respond: (request: Request) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    return respond(request);
  });
}

async function failureOf(call: Promise<unknown>): Promise<ApiFailure> {
  try {
    await call;
  } catch (error) {
    return toApiFailure(error);
  }
  throw new Error('expected the call to fail');
}

beforeAll(() => localStorage.clear());
afterEach(() => {
  seen.length = 0;
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('prefixes VITE_API_URL, sends credentials and the current token as a bearer header', async () => {
    answer(() => Response.json({ ok: true }));
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    expect(await api.get('api/user').json()).toEqual({ ok: true });
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    await api.get('api/event').json();

    expect(seen.map((request) => request.url)).toEqual([
      'http://api.test/api/user',
      'http://api.test/api/event',
    ]);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[1]?.headers.get('Authorization')).toBeNull();
  });
});

describe('sign-in failures through the real client (seed-spec §8)', () => {
  it("uses the server's error text, including a 429's", async () => {
    answer(() => Response.json({ error: 'Login error' }, { status: 401 }));
    const failure = await failureOf(api.post('api/auth/sign_in', { json: {} }).json());
    expect(failure).toEqual({ kind: 'http', status: 401, body: { error: 'Login error' } });
    expect(signInErrorMessage(failure)).toBe('Login error');

    answer(() => Response.json({ error: 'Too many attempts' }, { status: 429 }));
    expect(signInErrorMessage(await failureOf(api.post('api/auth/sign_in', { json: {} }).json()))).toBe(
      'Too many attempts',
    );
  });

  it('says "denied" for an answer without an error field', async () => {
    answer(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(signInErrorMessage(await failureOf(api.post('api/auth/sign_in').json()))).toBe(
      i18n._(MESSAGE_DENIED),
    );
  });

  it('says "no connection" when fetch gets no response', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await failureOf(api.post('api/auth/sign_in').json());
    expect(failure).toEqual({ kind: 'network' });
    expect(signInErrorMessage(failure)).toBe(i18n._(MESSAGE_NO_CONNECTION));
  });

  it('uses the generic text for other errors', async () => {
    expect(signInErrorMessage(await toApiFailure(new Error('Unknown user type: robot')))).toBe(
      i18n._(MESSAGE_GENERIC),
    );
  });
});
