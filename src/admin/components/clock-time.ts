// A time of day as HH:MM:SS in the admin's time zone, 24-hour, in the app's language.
import { i18n } from '#i18n/runtime';

const formats = new Map<string, Intl.DateTimeFormat>();

export function clockTime(at: Date): string {
  let format = formats.get(i18n.locale);
  if (format === undefined) {
    const options = { timeStyle: 'medium', hourCycle: 'h23' } as const;
    formats.set(i18n.locale, (format = new Intl.DateTimeFormat(i18n.locale, options)));
  }
  return format.format(at);
}
