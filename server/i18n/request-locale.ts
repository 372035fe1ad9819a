// The language of what a request makes the server write (issue 24): the signed-in caller's
// account language, else the request's Accept-Language, else English. An organiser's invitation
// goes out in the organiser's language; the operator's (no account), in its request's.
import type { FastifyRequest } from 'fastify';
import { isLocale, LOCALE_COOKIE, type Locale } from '#contract/constants';
import { localeOf } from '../accounts/repo.ts';
import type { Db } from '../db/client.ts';
import { localeFor } from './messages.ts';

export async function requestLocale(db: Db, request: FastifyRequest): Promise<Locale> {
  const account = request.caller === null ? null : await localeOf(db, request.caller.userId);
  return localeFor(account, request.headers['accept-language']);
}

/**
 * The language a page is drawn in (plugins/client.ts): the one chosen on the device (its cookie,
 * src/i18n/catalogs.ts), else the request's Accept-Language, else English, as the app's first load
 * picks it, so the page and the app that takes it over speak the same.
 */
export function pageLocale(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(headers.cookie ?? '')?.[1];
  return isLocale(chosen) ? chosen : localeFor(null, headers['accept-language']);
}
