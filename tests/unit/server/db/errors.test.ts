// Which driver errors mean "the database cannot be reached now" (server/db/errors.ts; issue 21):
// the error plugin answers those 503 with Retry-After, and everything else as before.
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../../server/db/errors.ts';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** Drizzle's wrapper: the driver error in `cause`. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', coded('ECONNREFUSED')],
    ['a reset connection', coded('ECONNRESET')],
    ['an unreachable host', coded('EHOSTUNREACH')],
    ['pg: the server closed the connection', new Error('Connection terminated unexpectedly')],
    ['pg: connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pg-pool: no client within the timeout', new Error('timeout exceeded when trying to connect')],
    ['pg_terminate_backend (57P01 admin_shutdown)', coded('57P01')],
    ['a crash restart (57P02)', coded('57P02')],
    ['the server starting up (57P03)', coded('57P03')],
    ['class 08 (connection failure)', coded('08006')],
    ['too many connections (53300)', coded('53300')],
    ['any of those inside Drizzle', wrapped(coded('57P01'))],
    ['Node, one refusal per address', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')])],
  ])('holds for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(coded('23505'))],
    ['a data exception (a bad request)', wrapped(coded('22P02'))],
    ['a serialization failure', coded('40001')],
    ['a bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('does not hold for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
