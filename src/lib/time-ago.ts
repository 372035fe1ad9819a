// "2 min ago" for a past moment, in English (the latest wins on the wheel). Pure: the caller passes
// `now`, so a list can tick once a minute and tests need no clock. A moment slightly in the future
// (a device clock behind the server's) reads "just now", never "in 2 min" or a negative number.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Under this, "just now": a minute count of 0 reads oddly. */
const JUST_NOW_MS = 45_000;
/** From this age on, a date ("12 Nov") says more than "9 days ago". */
const SHOW_DATE_FROM_DAYS = 7;

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

export function timeAgo(then: Date, now: Date): string {
  const age = now.getTime() - then.getTime();
  if (Number.isNaN(age)) return '';
  if (age < JUST_NOW_MS) return 'just now';
  if (age < HOUR_MS) return `${Math.max(1, Math.floor(age / MINUTE_MS))} min ago`;
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)} h ago`;
  const days = Math.floor(age / DAY_MS);
  if (days === 1) return 'yesterday';
  if (days < SHOW_DATE_FROM_DAYS) return `${days} days ago`;
  return dayMonth.format(then);
}
