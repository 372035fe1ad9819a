// PUT /api/user/locale (issue 24, ours): the account's language, which its mails follow.
import { USER_LOCALE_PATH } from '#contract/paths';
import type { Locale } from '#contract/constants';
import type { LocaleBody } from '#contract/users';
import { api, apiPath } from './client.ts';

export async function saveAccountLocale(locale: Locale): Promise<void> {
  await api.put(apiPath(USER_LOCALE_PATH), { json: { locale } satisfies LocaleBody }).response();
}
