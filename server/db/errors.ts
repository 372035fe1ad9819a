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
