// The message catalogs (issue 24): the .po files, one per part of the app, and the folders whose
// messages each holds, read by lingui.config.ts (extraction). A file's catalog is its longest
// folder's (catalogOf). The build writes other catalogs from them, one per built chunk and
// language (scripts/chunk-catalogs-plugin.ts), which src/i18n/catalogs.ts loads: their names are
// here.
import type { Locale } from '#contract/constants';

/** The global each built chunk with messages registers its catalog's key in (src/i18n/catalogs.ts). */
export const CATALOG_REGISTRY = '__catalogs';

/** A built catalog's file in the assets folder: the console's are `admin-…`, left out of the precache. */
export function catalogFile(key: string, locale: Locale): string {
  const [, admin = '', hash = ''] = /^(admin-)?(.*)$/.exec(key) ?? [];
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name, not words
  return `${admin}messages-${locale}-${hash}.js`;
}

export const CATALOG_SOURCES = {
  core: [
    'src/app',
    'src/ui',
    'src/auth',
    'src/session',
    'src/offline',
    'src/install',
    'src/deferred',
    'src/realtime',
    'src/lib',
    'src/hooks',
    'src/api',
    'src/award',
    'src/i18n',
    'src/outbox',
    // The signed-in layout's reminder of a starred session (src/app/reminder-slot.tsx).
    'src/programme/components/reminder-banner.tsx',
    'src/programme/use-reminders.ts',
  ],
  'attendee-shared': ['src/attendee/shared'],
  'attendee-page': ['src/attendee/attendee-page'],
  badges: ['src/attendee/badges'],
  games: ['src/attendee/games'],
  identifier: ['src/attendee/identifier'],
  leaderboard: ['src/attendee/leaderboard'],
  profile: ['src/attendee/profile'],
  store: ['src/attendee/store'],
  venue: ['src/attendee/venue'],
  programme: ['src/programme'],
  sponsor: ['src/sponsor'],
  staff: ['src/staff'],
  admin: ['src/admin'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogName = keyof typeof CATALOG_SOURCES;

/** The catalog of a source file (a path from the repository's root): its longest folder's. */
export function catalogOf(file: string): CatalogName {
  let found: { name: CatalogName; length: number } = { name: 'core', length: 0 };
  for (const [name, folders] of Object.entries(CATALOG_SOURCES) as [CatalogName, readonly string[]][]) {
    for (const folder of folders) {
      if (file.startsWith(`${folder}/`) || file === folder) {
        if (folder.length > found.length) found = { name, length: folder.length };
      }
    }
  }
  return found.name;
}
