// The message catalogs (issue 24) and the folders whose messages each holds, read by
// lingui.config.ts (extraction) and src/i18n/catalogs.ts (loading). `core` is loaded before the
// first screen; a routed screen loads its own (src/app/routes.ts), and
// tests/unit/src/i18n/catalog-coverage.test.ts fails when a screen imports a module with messages
// whose catalog it does not load. A file's catalog is its longest folder's (catalogOf).
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
