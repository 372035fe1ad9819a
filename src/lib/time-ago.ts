// "2 min ago" for a past moment, in the active language (the latest wins on the wheel). Pure apart
// from the language: the caller passes `now`, so a list can tick once a minute and tests need no
// clock. A moment slightly in the future (a device clock behind the server's) reads "just now",
// never "in 2 min" or a negative number. Called during render, so `t` reads the active language.
import { t } from '@lingui/core/macro';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Under this, "just now": a minute count of 0 reads oddly. */
const JUST_NOW_MS = 45_000;
/** From this age on, a date ("12 Nov") says more than "9 days ago". */
const SHOW_DATE_FROM_DAYS = 7;

const dayMonths = new Map<string, Intl.DateTimeFormat>();

/** "12 Nov", "12/11" in the active language; the app's English writes the day first. */
function dayMonth(then: Date): string {
  // NOTE: the floor (sw/ compiles src/lib) cannot import the runtime's `i18n.locale` (a .tsx), so
  // the language names the Intl locale its dates are written in, as one of its messages.
  const locale = t({
    message: 'en-GB',
    comment: 'The BCP 47 tag whose short dates (12 Nov) this language uses, e.g. pt-PT',
  });
  let format = dayMonths.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
    dayMonths.set(locale, format);
  }
  return format.format(then);
}

export function timeAgo(then: Date, now: Date): string {
  const age = now.getTime() - then.getTime();
  if (Number.isNaN(age)) return '';
  if (age < JUST_NOW_MS) return t`just now`;
  if (age < HOUR_MS) {
    const minutes = Math.max(1, Math.floor(age / MINUTE_MS));
    return t`${minutes} min ago`;
  }
  if (age < DAY_MS) {
    const hours = Math.floor(age / HOUR_MS);
    return t`${hours} h ago`;
  }
  const days = Math.floor(age / DAY_MS);
  if (days === 1) return t`yesterday`;
  // NOTE: 2 to 6 here (1 is "yesterday"): always the plural form.
  if (days < SHOW_DATE_FROM_DAYS) return t`${days} days ago`;
  return dayMonth(then);
}
