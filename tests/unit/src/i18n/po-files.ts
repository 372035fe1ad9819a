// The client's catalogs as their .po files have them (src/locales/<locale>/<name>.po), for the
// tests of the messages: each message's id, English source and translation.
import fs from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { LOCALES, type Locale } from '#contract/constants';
import { CATALOG_SOURCES, type CatalogName } from '../../../../src/i18n/catalog-sources.ts';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../../src/locales');
const po = formatter({ lineNumbers: false });

export type PoMessage = { id: string; source: string; translation: string };

export async function readPo(locale: Locale, name: CatalogName): Promise<PoMessage[]> {
  const filename = path.join(LOCALES_DIR, locale, `${name}.po`);
  const catalog = await po.parse(fs.readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename });
  return Object.entries(catalog).map(([id, entry]) => ({
    id,
    source: entry.message ?? id,
    translation: entry.translation ?? '',
  }));
}

export const CATALOG_NAMES = Object.keys(CATALOG_SOURCES) as CatalogName[];
export { LOCALES };
