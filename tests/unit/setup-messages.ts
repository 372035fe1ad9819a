// The unit tests render the app in English with its compiled catalogs, as a built app does once
// its catalogs are loaded (src/i18n/catalogs.ts): every message formatted, its values filled in.
import { activate, type Catalog } from '#i18n/runtime';

const catalogs = import.meta.glob<Catalog>('../../src/locales/en/*.po', { eager: true, import: 'messages' });
activate('en', Object.assign({}, ...Object.values(catalogs)) as Catalog);
