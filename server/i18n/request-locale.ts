// The language of what a request makes the server write (issue 24): the signed-in caller's
// account language, else the request's Accept-Language, else English. An organiser's invitation
// goes out in the organiser's language; the operator's (no account), in its request's.
import type { FastifyRequest } from 'fastify';
import type { Locale } from '#contract/constants';
import { localeOf } from '../accounts/repo.ts';
import type { Db } from '../db/client.ts';
import { localeFor } from './messages.ts';

export async function requestLocale(db: Db, request: FastifyRequest): Promise<Locale> {
  const account = request.caller === null ? null : await localeOf(db, request.caller.userId);
  return localeFor(account, request.headers['accept-language']);
}
