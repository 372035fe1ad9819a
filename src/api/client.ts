// The one ky instance (DESIGN.md §2): JSON, credentials included, a bearer header from the current
// token on every request. Base URL from VITE_API_URL, same origin by default. No navigation and no
// toasts here (STYLE.md, never). ky is imported with the first request, not in every first load:
// /login sends nothing before its first screen is up (its event's refresh waits, hooks/use-event.ts)
// nor until its form is submitted (DESIGN.md §7).
import type { KyInstance, Options, ResponsePromise } from 'ky';
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

/** The ky instance, once imported; a failed import (offline, chunk gone) is tried again next time. */
let client: Promise<KyInstance> | null = null;

function kyClient(): Promise<KyInstance> {
  client ??= import('ky').then(
    ({ default: ky }) =>
      ky.create({
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
      }),
    (error: unknown) => {
      client = null;
      throw new NetworkError(error);
    },
  );
  return client;
}

/**
 * Starts importing ky, for a read that asks the cache first (get.ts): ky then downloads beside the
 * cache's read rather than after it. A failed import is reported by the request that needs it.
 */
export function preloadClient(): void {
  kyClient().catch(() => undefined);
}

/** A request as ky's ResponsePromise is read: its body's reading sends it, once ky is there. */
export type ApiRequest = {
  json: <T = unknown>() => Promise<T>;
  text: () => Promise<string>;
  blob: () => Promise<Blob>;
  /** The answer itself (its headers), its body unread. */
  response: () => Promise<Response>;
};

/** ky's shortcut of that method, or ky itself (the method in the options). */
type Method = 'get' | 'post' | 'put' | 'patch' | null;

const request =
  (method: Method) =>
  (input: string, options?: Options): ApiRequest => {
    const read = <T>(body: (response: ResponsePromise) => Promise<T>) =>
      kyClient().then((ky) => body(method === null ? ky(input, options) : ky[method](input, options)));
    return {
      json: <T = unknown>() => read((response) => response.json<T>()),
      text: () => read((response) => response.text()),
      blob: () => read((response) => response.blob()),
      response: () => read((response) => response),
    };
  };

/** The API client: ky's get, post, put and patch, and ky's own call (`send`), read through ApiRequest. */
export const api = {
  get: request('get'),
  post: request('post'),
  put: request('put'),
  patch: request('patch'),
  send: request(null),
};
