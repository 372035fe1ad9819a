// One table from refusal to HTTP status and body (provider-api.md "General conventions"), and the
// error handlers that guarantee a JSON 4xx for bad input and never leak a stack.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pgErrorCode } from '../db/errors.ts';

export const REFUSALS = {
  unauthenticated: [401, { error: 'unauthenticated' }],
  'invalid-token': [401, { error: 'invalid_token' }],
  'not-found': [404, { errors: { detail: 'Endpoint Not Found' } }],
  'bad-request': [400, { errors: { detail: 'Bad Request' } }],
  'login-error': [401, { error: 'Login error' }],
  'not-registered': [401, { error: 'Attendee needs to be registered' }],
  'already-registered': [401, { error: 'Already registered' }],
  'register-error': [400, { error: 'Invalid register data' }],
  'no-permission': [401, { error: 'You have no permission to do this' }],
  'cannot-access': [401, { error: 'Cannot access resource' }],
  'reset-token-unknown': [400, { errors: [{ detail: 'Password reset token nonexistent.' }] }],
  'reset-token-expired': [400, { errors: [{ detail: 'Password reset token expired.' }] }],
  'body-too-large': [413, { error: 'Request body is too large' }],
  'unsupported-media-type': [415, { error: 'Unsupported content type' }],
  internal: [500, { errors: { detail: 'Internal Server Error' } }],
} as const satisfies Record<string, readonly [number, unknown]>;

export type RefusalName = keyof typeof REFUSALS;

/** Thrown anywhere below a route; the error handler turns it into the table's status and body. */
export class Refusal extends Error {
  readonly statusCode: number;
  readonly body: unknown;
  constructor(nameOrStatus: RefusalName | number, body?: unknown) {
    const [status, fixedBody] =
      typeof nameOrStatus === 'number' ? [nameOrStatus, body] : REFUSALS[nameOrStatus];
    super(typeof nameOrStatus === 'number' ? `refusal ${nameOrStatus}` : nameOrStatus);
    this.statusCode = status;
    this.body = fixedBody;
  }
}

/** A 422 changeset body: `{"errors":{"<field>":["msg"]}}`. */
export const changesetError = (field: string, message: string) =>
  new Refusal(422, { errors: { [field]: [message] } });

function fromFastifyError(err: FastifyError): Refusal | null {
  if (err instanceof Refusal) return err;
  // PostgreSQL class 22 "data exception" (a NUL byte in text, a number out of range, a bad
  // encoding) is always the request's fault.
  if (pgErrorCode(err)?.startsWith('22')) return new Refusal('bad-request');
  if (err.validation) return new Refusal('bad-request');
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new Refusal('body-too-large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new Refusal('unsupported-media-type');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new Refusal('bad-request');
  }
  if (err.statusCode === 429) return new Refusal(429, { error: err.message });
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return new Refusal('bad-request');
  return null;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const refusal = fromFastifyError(err);
    if (refusal) return reply.code(refusal.statusCode).send(refusal.body);
    request.log.error({ err }, 'unhandled error');
    const [status, body] = REFUSALS.internal;
    return reply.code(status).send(body);
  });
});
