// A time of day as HH:MM:SS in the admin's time zone, 24-hour whatever the locale.
const FORMAT = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export const clockTime = (at: Date): string => FORMAT.format(at);
