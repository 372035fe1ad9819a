// The organiser console's test client (issue 13): an admin and a plain staff session, JSON calls
// to /api/admin/console, and the audit log's entries as the database holds them.
import { asc } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog } from '../../server/db/schema/audit.ts';
import type { TestApp } from './app.ts';
import { createStaff } from './factories.ts';
import { bearer } from './session.ts';

export type Headers = Record<string, string>;
export const CONSOLE = '/api/admin/console';
export const BAD_REQUEST = { errors: { detail: 'Bad Request' } };
export const NOT_FOUND = { errors: { detail: 'Endpoint Not Found' } };
export const FORBIDDEN = { error: 'Cannot access resource' };

export async function consoleCallers(t: TestApp) {
  const admin = await createStaff(t.database.db, { isAdmin: true });
  const staff = await createStaff(t.database.db);
  return {
    admin,
    asAdmin: await bearer(t, admin.user.email),
    asStaff: await bearer(t, staff.user.email),
  };
}

export function consoleClient(app: () => TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    headers: Headers,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    app().app.inject({
      method,
      url: `${CONSOLE}${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (path: string, headers: Headers) => call('GET', path, headers),
    post: (path: string, headers: Headers, body: unknown) => call('POST', path, headers, body),
    patch: (path: string, headers: Headers, body: unknown) => call('PATCH', path, headers, body),
    put: (path: string, headers: Headers, body: unknown) => call('PUT', path, headers, body),
    del: (path: string, headers: Headers) => call('DELETE', path, headers),
  };
}

/** [status, body] of an answer, for one assertion over both. */
export const answer = (res: LightMyRequestResponse): [number, unknown] => [res.statusCode, res.json()];

export const auditRows = (t: TestApp) => t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
