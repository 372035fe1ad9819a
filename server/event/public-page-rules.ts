// What a shared link of a public page previews (issue 26): its title, "<screen> · <event> <year>"
// as the client titles it (src/app/document-title.tsx), a description naming the event and its
// dates, and the Open Graph tags link previews read, written into the served HTML before any
// script runs. The screens' titles are the client's route table's (a unit test holds them equal);
// a path that is no public page keeps the event's name alone.

export type PublicPage = { title: string; about: string };

/** The public routes of src/app/routes.ts; `:id` stands for one path segment. */
export const PUBLIC_PAGES: Readonly<Record<string, PublicPage>> = {
  '/': { title: 'Welcome', about: 'Collect badges, earn tokens, win prizes and follow the programme' },
  '/login': { title: 'Sign in', about: 'Sign in to your badges, tokens and programme' },
  '/signup': {
    title: 'Register your card',
    about: 'Register the card you were given and start collecting badges',
  },
  '/register/:id': {
    title: 'Register your card',
    about: 'Register the card you were given and start collecting badges',
  },
  '/forgot-password': { title: 'Forgot password', about: 'Get a link to set a new password' },
  '/reset': { title: 'New password', about: 'Set a new password for your account' },
  '/schedule': { title: 'Programme', about: 'Every session, room and time of the programme' },
  '/schedule/:id': { title: 'Session', about: 'A session of the programme' },
  '/speakers': { title: 'Speakers', about: 'Everyone speaking' },
  '/speakers/:id': { title: 'Speaker', about: 'A speaker of the programme' },
  '/sponsors': { title: 'Sponsors', about: 'The companies that make it happen' },
};

/** The public page at `pathname`, with the route it matched, or null. */
export function publicPageOf(pathname: string): { route: string; page: PublicPage } | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [route, page] of Object.entries(PUBLIC_PAGES)) {
    const pattern = new RegExp(`^${route.replace(/:id/g, '[^/]+')}$`);
    if (pattern.test(trimmed)) return { route, page };
  }
  return null;
}

export type EventDates = { start: Date; days: number };

/** The event's days in words, e.g. "27–30 November 2026" (dates are calendar days, read in UTC). */
export function eventDatesText({ start, days }: EventDates): string {
  const end = new Date(start.getTime() + (Math.max(1, days) - 1) * 86_400_000);
  const format = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return days <= 1 ? format.format(start) : format.formatRange(start, end);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

export type PageMeta = {
  title: string;
  description: string;
  /** The page's own address on the public origin, without its query. */
  url: string;
  image: string;
  siteName: string;
};

/** The title, description and preview tags of `page` (null: the event's name alone). */
export function pageMeta(
  page: PublicPage | null,
  event: { name: string; dates: string; origin: string; image: string },
  pathname: string,
): PageMeta {
  const siteName = event.name;
  return {
    title: page === null ? siteName : `${page.title} · ${siteName}`,
    description:
      page === null
        ? `${siteName}, ${event.dates}: badges, tokens, prizes and the programme, even offline.`
        : `${page.about} at ${siteName}, ${event.dates}.`,
    url: `${event.origin}${pathname}`,
    image: event.image,
    siteName,
  };
}

/** The <head> tags of `meta`, each attribute escaped. */
export function metaTags(meta: PageMeta): string {
  const e = escapeHtml;
  return [
    `<meta name="description" content="${e(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${e(meta.siteName)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(meta.url)}" />`,
    `<meta property="og:image" content="${e(meta.image)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
}
