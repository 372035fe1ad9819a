// Reading PostgreSQL error codes through Drizzle's wrapper (it puts the driver error in `cause`).
export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const FOREIGN_KEY_VIOLATION = '23503';
export const SERIALIZATION_FAILURE = '40001';

type WithCode = { code?: unknown; constraint?: unknown; cause?: unknown };

function driverError(err: unknown): WithCode | null {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as WithCode;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

export function pgErrorCode(err: unknown): string | null {
  return (driverError(err)?.code as string | undefined) ?? null;
}

export function pgConstraint(err: unknown): string | null {
  const constraint = driverError(err)?.constraint;
  return typeof constraint === 'string' ? constraint : null;
}

/** Node's socket errors: the database's host refused, dropped or never answered the connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs meaning "not now" rather than "wrong": class 08 (connection exception), 57P01–57P03
 * (admin shutdown, crash shutdown, starting up: a restart or pg_terminate_backend) and 53300 (too
 * many connections).
 */
const isUnavailableState = (code: string) =>
  code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300';

/** pg's and pg-pool's messages for a connection that ended or never came (they carry no code). */
const LOST_MESSAGE =
  /^Connection terminated|^timeout exceeded when trying to connect|connection error and is not queryable/;

/**
 * Whether an error means the database cannot be reached now, through Drizzle's wrapper (`cause`)
 * and Node's AggregateError (`errors`, one per address tried).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (depth > 4 || !err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || isUnavailableState(e.code))) return true;
  if (typeof e.message === 'string' && LOST_MESSAGE.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
