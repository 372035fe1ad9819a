// The server's own words in a person's language (issue 24): the mails it sends. The texts are in
// server/i18n/locales/<locale>/messages.po, ICU MessageFormat under explicit ids, English and
// European Portuguese side by side; Lingui formats them (plurals, select) as the client's catalogs.
// Read and compiled once, at the first mail. tests/unit/server/i18n fails on an id missing from
// either language.
import { readFile } from 'node:fs/promises';
import { setupI18n, type I18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  acceptedLanguages,
  LOCALES,
  localeOfTags,
  SOURCE_LOCALE,
  validityUnits,
  type Locale,
} from '#contract/constants';

/** Every message the server says, by id. */
export const MESSAGE_IDS = [
  'calendar.starred.name',
  'duration.days',
  'duration.hours',
  'mail.reset.subject',
  'mail.reset.text',
  'mail.invitation.subject',
  'mail.invitation.text',
  'sheet.empty',
  'sheet.hint',
  'sheet.note',
  'sheet.title',
] as const;
export type MessageId = (typeof MESSAGE_IDS)[number];

export type Words = (id: MessageId, values?: Record<string, unknown>) => string;

const po = formatter({ explicitIdAsDefault: true });

/** A catalog's texts by id, as its .po file has them (an empty text where one is missing). */
export async function readCatalog(locale: Locale): Promise<Record<string, string>> {
  const filename = new URL(`./locales/${locale}/messages.po`, import.meta.url);
  const catalog = await po.parse(await readFile(filename, 'utf8'), {
    locale,
    sourceLocale: SOURCE_LOCALE,
    filename: filename.pathname,
  });
  return Object.fromEntries(Object.entries(catalog).map(([id, entry]) => [id, entry.translation ?? '']));
}

let languages: Promise<Record<Locale, I18n>> | null = null;

async function load(): Promise<Record<Locale, I18n>> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const i18n = setupI18n().setMessagesCompiler(compileMessage);
      i18n.loadAndActivate({ locale, messages: await readCatalog(locale) });
      return [locale, i18n] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, I18n>;
}

/** The server's words in `locale`. */
export async function wordsIn(locale: Locale): Promise<Words> {
  languages ??= load();
  const i18n = (await languages)[locale];
  return (id, values) => i18n._(id, values);
}

/**
 * The language to write to a person in: the one chosen on their account, else the first of the
 * request's Accept-Language that Confetti speaks, else English.
 */
export function localeFor(accountLocale: Locale | null, acceptLanguage?: string): Locale {
  return accountLocale ?? localeOfTags(acceptedLanguages(acceptLanguage)) ?? SOURCE_LOCALE;
}

/** "7 days", "48 hours", "1 dia": a link's validity in whole days when it is, hours otherwise. */
export function durationText(words: Words, hours: number): string {
  const { count, unit } = validityUnits(hours);
  return words(unit === 'day' ? 'duration.days' : 'duration.hours', { count });
}
