// The one ky instance (DESIGN.md §2): JSON, credentials included, a bearer header from the current
// token on every request. Base URL from VITE_API_URL, same origin by default. No navigation and no
// toasts here (STYLE.md, never).
import ky from 'ky';
import { fillPath, type PathParams } from '#contract/paths';
import { NetworkError } from './errors.ts';
import { readToken } from './token-store.ts';

const configuredUrl: unknown = import.meta.env.VITE_API_URL;
/** Where API paths start (VITE_API_URL, or this origin); requests made without ky use it too. */
export const API_PREFIX = typeof configuredUrl === 'string' && configuredUrl !== '' ? configuredUrl : '/';

/**
 * A path of the contract (`#contract/paths`, parameters filled) as the client passes it: relative
 * to API_PREFIX, without the leading slash.
 */
export function apiPath<P extends string>(pattern: P, ...params: PathParams<P>): string {
  return fillPath(pattern, ...params).slice(1);
}

/** NOTE: 10 s keeps a dead zone from hanging a screen; a cached reading is already on show. */
const REQUEST_TIMEOUT_MS = 10_000;

/** fetch, with "no response at all" turned into a NetworkError that the error mapping can name. */
async function fetchOrNetworkError(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

export const api = ky.create({
  prefixUrl: API_PREFIX,
  credentials: 'include',
  timeout: REQUEST_TIMEOUT_MS,
  // Only reads retry by themselves; writes carry an Idempotency-Key and are retried by the outbox.
  retry: { limit: 1, methods: ['get'] },
  fetch: fetchOrNetworkError,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = readToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});
