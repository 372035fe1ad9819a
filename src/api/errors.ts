// Error normalisation for every call: a ky error becomes one of three plain shapes, so screens
// never look at ky or fetch internals (STYLE.md, api/). The body of an HTTP error is read here.
import type { HTTPError } from 'ky';

/** Thrown by the client's fetch when no response arrived at all (offline, DNS, CORS, reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the error's own text, never shown (toApiFailure)
    super('No response from the server', { cause });
    this.name = 'NetworkError';
  }
}

export type ApiFailure =
  { kind: 'http'; status: number; body: unknown } | { kind: 'network' } | { kind: 'unknown'; error: unknown };

/**
 * ky's HTTPError and TimeoutError known by the name ky gives them, as ky's own guards also know them:
 * this module is in every first load, and ky is imported with the first request (client.ts).
 */
export function isHttpError(error: unknown): error is HTTPError {
  return error instanceof Error && error.name === 'HTTPError' && 'response' in error;
}

const isTimeoutError = (error: unknown): boolean => error instanceof Error && error.name === 'TimeoutError';

async function readBody(response: Response): Promise<unknown> {
  try {
    return (await response.clone().json()) as unknown;
  } catch {
    return null;
  }
}

export async function toApiFailure(error: unknown): Promise<ApiFailure> {
  if (isHttpError(error)) {
    return { kind: 'http', status: error.response.status, body: await readBody(error.response) };
  }
  if (error instanceof NetworkError || isTimeoutError(error)) return { kind: 'network' };
  return { kind: 'unknown', error };
}

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null && key in body
    ? (body as Record<string, unknown>)[key]
    : undefined;
}

/** The `error` string of a body such as `{"error":"Login error"}` (provider-api.md, conventions). */
export function serverErrorText(body: unknown): string | null {
  const value = field(body, 'error');
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The first `detail` of `{"errors":[{"detail":"..."}]}` (password reset, provider-api.md §2). */
export function firstErrorDetail(body: unknown): string | null {
  const errors = field(body, 'errors');
  const first: unknown = Array.isArray(errors) ? errors[0] : errors;
  const detail = field(first, 'detail');
  return typeof detail === 'string' && detail !== '' ? detail : null;
}

/** True when the failure is an HTTP answer with one of the given statuses. */
export function hasStatus(failure: ApiFailure, ...statuses: number[]): boolean {
  return failure.kind === 'http' && statuses.includes(failure.status);
}
