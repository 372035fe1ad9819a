// Lingui's configuration (issue 24): where each catalog's messages come from, its file, and the
// runtime the macros call (src/i18n/runtime.tsx). One catalog per part of the app that loads on
// its own (src/i18n/catalogs.ts): a screen downloads its part's messages in its own language only.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { CATALOG_SOURCES } from './src/i18n/catalog-sources.ts';

export default defineConfig({
  locales: ['en', 'pt-PT'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  // A file's messages go to its longest folder's catalog only (catalogOf): each catalog leaves out
  // the other catalogs' folders inside its own.
  catalogs: Object.entries(CATALOG_SOURCES).map(([name, folders]) => ({
    path: `<rootDir>/src/locales/{locale}/${name}`,
    include: folders.map((folder) => `<rootDir>/${folder}`),
    exclude: Object.values(CATALOG_SOURCES)
      .flat()
      .filter((inner) => folders.some((folder) => inner.startsWith(`${folder}/`)))
      .map((inner) => `<rootDir>/${inner}`),
  })),
  runtimeConfigModule: {
    i18n: ['#i18n/runtime', 'i18n'],
    Trans: ['#i18n/runtime', 'Trans'],
    useLingui: ['#i18n/runtime', 'useLingui'],
  },
});
