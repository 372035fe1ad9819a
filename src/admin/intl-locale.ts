// The locale the console's dates are written in: the active language, English as in Britain
// ("Fri 27 Nov 2026", as the console always wrote it).
import { i18n } from '#i18n/runtime';

export function intlLocale(): string {
  return i18n.locale === 'en' ? 'en-GB' : i18n.locale;
}
