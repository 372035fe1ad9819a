// The app in the visitor's language (issue 24). A browser set to Portuguese (Portugal) gets every
// screen of the route table in Portuguese, each user type's, and a browser set to English gets
// English: `<html lang>`, the tab title, and no message of the other language's catalog among what
// a person reads (text, aria-label, placeholder, alt, title). A first visit downloads only its own
// language's catalogs. The menu's switch changes the screen at once, and the choice survives a
// reload, online and offline, and reaches the account (the mails follow it).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activate, i18n, type Catalog } from '#i18n/runtime';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '#contract/constants';
import { catalogFile } from '../../src/i18n/catalog-sources.ts';
import { registeredCatalogKey } from '../../scripts/chunk-catalogs-plugin.ts';
import { ACCOUNTS, pageAs, ROLES, tokenFor, type Role } from './fixtures/accounts.ts';
import { setUpApp, waitForPath } from './fixtures/app.ts';
import { AppShell } from './page-models/app-shell.ts';
import { sampleIds, screensFor, settle, VIEWERS } from './fixtures/route-tour.ts';
import { CATALOG_NAMES, readPo } from '../unit/src/i18n/po-files.ts';

const app = setUpApp();

const ASSETS = path.resolve(import.meta.dirname, '../../dist/assets');

/** A walk of one user type's screens, in one language, on 2 shared cores. */
const WALK_TIMEOUT_MS = 300_000;

const compiled = {
  en: import.meta.glob<Catalog>('../../src/locales/en/*.po', { eager: true, import: 'messages' }),
  'pt-PT': import.meta.glob<Catalog>('../../src/locales/pt-PT/*.po', { eager: true, import: 'messages' }),
};

/** The test's own messages in `locale`: the route titles the screens are waited for by. */
function speak(locale: Locale): void {
  activate(locale, Object.assign({}, ...Object.values(compiled[locale])) as Catalog);
}

const PLACEHOLDER = /\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+\/?>/g;

/**
 * What of each language gives a screen away as that language: the pieces of its messages between
 * placeholders of two words or more, and its one-word messages (a button, a heading, a tab), none
 * of them also a text of the other language.
 */
async function tellTales(locale: Locale): Promise<{ phrases: string[]; words: string[] }> {
  const other: Locale = locale === 'en' ? 'pt-PT' : 'en';
  const texts = async (l: Locale) =>
    (await Promise.all(CATALOG_NAMES.map((name) => readPo(l, name))))
      .flat()
      .map((m) => m.translation || m.source);
  const own = await texts(locale);
  const theirs = (await texts(other)).join('\n');
  const pieces = own
    .filter((text) => !/, (plural|select|selectordinal),/.test(text))
    .flatMap((text) => text.split(PLACEHOLDER))
    .map((piece) => piece.trim().replace(/[.:…,;!?]+$/, ''))
    .filter((piece) => /[A-Za-zÀ-ÿ]{2}/.test(piece) && !theirs.includes(piece));
  return {
    phrases: [...new Set(pieces.filter((p) => /\S+\s+\S+/.test(p) && p.length >= 10))],
    words: [...new Set(pieces.filter((p) => /^[A-Za-zÀ-ÿ-]{4,}$/.test(p)))],
  };
}

/** What a person reads on the page: its text, and the labels, placeholders and alt texts. */
function readable(page: Page): Promise<{ text: string; attributes: string[]; labels: string[] }> {
  return page.evaluate(() => {
    const attributes = [
      ...document.querySelectorAll('[aria-label], [placeholder], img[alt], [title]'),
    ].flatMap((node) =>
      ['aria-label', 'placeholder', 'alt', 'title'].flatMap((name) => node.getAttribute(name) ?? []),
    );
    const labels = [
      ...document.querySelectorAll(
        'button, a, th, h1, h2, h3, h4, label, legend, option, summary, [role="tab"]',
      ),
    ].map((node) => (node as HTMLElement).innerText.trim());
    return { text: document.body.innerText, attributes, labels };
  });
}

type Found = string[];

/** Every text of a JSON answer: the API's data (names, descriptions), which no catalog translates. */
function textsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string' && value.length >= 3) into.add(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) textsOf(item, into);
  return into;
}

async function walk(role: Role | null, locale: Locale): Promise<Found> {
  speak(locale);
  const other: Locale = locale === 'en' ? 'pt-PT' : 'en';
  const tales = await tellTales(other);
  const screens = screensFor(role === null ? null : VIEWERS[role], await sampleIds(app));
  const page = role === null ? await app.newPage({ locale }) : await pageAs(app, role, { locale });
  // The organiser's and the attendees' own words (the demo's are English), taken out before looking.
  const data = new Set<string>();
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(
      (body: unknown) => textsOf(body, data),
      () => undefined,
    );
  });
  const withoutData = (text: string) =>
    [...data].sort((a, b) => b.length - a.length).reduce((rest, value) => rest.split(value).join('\n'), text);
  const found: Found = [];
  for (const screen of screens) {
    await page.goto(screen.url);
    await settle(page, screen.route);
    const where = `${role ?? 'anonymous'} ${screen.url}`;
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== locale) found.push(`${where}: <html lang="${lang}">`);
    const title = await page.title();
    if (!title.startsWith(`${i18n._(screen.route.title)} · `)) found.push(`${where}: title "${title}"`);
    const read = await readable(page);
    const text = withoutData(read.text);
    const attributes = read.attributes.map(withoutData);
    const labels = read.labels.map(withoutData);
    for (const phrase of tales.phrases) {
      if (text.includes(phrase) || attributes.some((a) => a.includes(phrase)))
        found.push(`${where}: "${phrase}"`);
    }
    for (const word of tales.words) {
      if (labels.includes(word) || attributes.includes(word)) found.push(`${where}: "${word}"`);
    }
  }
  return found;
}

describe('every screen in the browser’s language', () => {
  for (const locale of ['pt-PT', 'en'] as const) {
    it.each([null, ...ROLES])(
      `in ${locale}: %s`,
      async (role) => {
        expect(await walk(role, locale)).toEqual([]);
      },
      WALK_TIMEOUT_MS,
    );
  }
});

/** The built chunks (dist/assets/*.js) but the catalogs, by file name. */
function builtChunks(): Map<string, string> {
  const files = fs.readdirSync(ASSETS).filter((f) => f.endsWith('.js') && !/(^|-)messages-/.test(f));
  return new Map(files.map((file) => [file, fs.readFileSync(path.join(ASSETS, file), 'utf8')]));
}

/** `file` and the built chunks it imports statically, directly or not. */
function closureOf(file: string, chunks: ReadonlyMap<string, string>): Set<string> {
  const seen = new Set([file]);
  for (const next of seen) {
    for (const [, imported] of (chunks.get(next) ?? '').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      if (imported !== undefined && chunks.has(imported)) seen.add(imported);
  }
  return seen;
}

/**
 * The built chunks that have run whenever `file`, a dynamic import, is imported: the entry's, and
 * those every chunk importing it imports statically, unless one of those is among `file`'s own.
 */
function ranBefore(
  file: string,
  chunks: ReadonlyMap<string, string>,
  first: ReadonlySet<string>,
): Set<string> {
  const importers = [...chunks].filter(([, code]) => code.includes(`import(\`./${file}\`)`)).map(([f]) => f);
  const own = closureOf(file, chunks);
  if (importers.length === 0 || importers.some((f) => own.has(f))) return new Set(first);
  const [one, ...others] = importers.map((f) => closureOf(f, chunks));
  return new Set([...first, ...[...(one ?? [])].filter((f) => others.every((run) => run.has(f)))]);
}

describe('the build’s catalogs (scripts/chunk-catalogs-plugin.ts)', () => {
  it('give the entry and each dynamic import the words of every chunk they run that had not run, in both languages, awaited', async () => {
    const known = Object.assign({}, ...Object.values(compiled.en)) as Catalog;
    const chunks = builtChunks();
    const idsOf = (file: string) =>
      [...(chunks.get(file) ?? '').matchAll(/["'`]([A-Za-z0-9+/]{6})["'`]/g)].flatMap(([, id]) =>
        id !== undefined && id in known ? [id] : [],
      );
    const keyOf = (file: string) => registeredCatalogKey(chunks.get(file) ?? '');
    const entry = [...chunks.keys()].find((file) => file.startsWith('index-'));
    expect(entry).toBeDefined();
    const first = closureOf(entry ?? '', chunks);
    const covered = new Set<string>();
    const units = [...chunks.keys()].filter((file) => keyOf(file) !== null);
    for (const unit of units) {
      if (unit !== entry) {
        expect(chunks.get(unit), `${unit} does not wait for its catalog`).toMatch(
          /await\s*\(globalThis\.__catalogs\|\|=\[\]\)\.push\([^)]*\);?\s*$/,
        );
      }
      const before = unit === entry ? new Set<string>() : ranBefore(unit, chunks, first);
      const runs = [...closureOf(unit, chunks)].filter((file) => !before.has(file));
      runs.forEach((file) => covered.add(file));
      for (const locale of LOCALES) {
        const catalogPath = path.join(ASSETS, catalogFile(keyOf(unit) ?? '', locale));
        const { default: messages } = (await import(catalogPath)) as { default: Catalog };
        const own = Object.assign({}, ...Object.values(compiled[locale])) as Catalog;
        for (const file of runs)
          for (const id of idsOf(file))
            expect(messages[id], `${unit}: ${file}'s ${id} in ${locale}`).toEqual(own[id]);
      }
    }
    const speaking = [...chunks.keys()].filter((file) => idsOf(file).length > 0);
    expect(speaking.length).toBeGreaterThan(20);
    expect(speaking.filter((file) => !covered.has(file))).toEqual([]);
  });
});

describe('the language', () => {
  it('downloads only the visitor’s own catalogs on a first visit of /login', async () => {
    for (const [locale, own, other] of [
      ['pt-PT', 'messages-pt-PT-', 'messages-en-'],
      ['en', 'messages-en-', 'messages-pt-PT-'],
    ] as const) {
      const page = await app.newPage({ locale });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/login');
      await page.getByRole('textbox').first().click();
      await page.waitForLoadState('networkidle');
      expect(requested.filter((path) => path.includes(own)).length, locale).toBeGreaterThan(0);
      expect(
        requested.filter((path) => path.includes(other)),
        locale,
      ).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    }
  });

  it('switches every screen at once from the menu, keeps it across reloads, offline too, and tells the account', async () => {
    const page = await pageAs(app, 'attendee', { locale: 'en', serviceWorkers: 'allow' });
    await page.goto(ACCOUNTS.attendee.landing);
    const shell = new AppShell(page);
    await shell.waitForScreen('Profile');
    await shell.openMenu();
    await page.getByRole('dialog', { name: 'Menu' }).getByLabel('Language').selectOption('pt-PT');
    // At once, without a reload: the document, the top bar, the menu.
    await page.waitForFunction(() => document.documentElement.lang === 'pt-PT');
    await expect.poll(() => page.title()).toMatch(/^Perfil · /);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Loja' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await waitForPath(page, ACCOUNTS.attendee.landing);
    await page.waitForFunction(() => document.documentElement.lang === 'pt-PT');
    await page.context().setOffline(true);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'pt-PT');
    await expect.poll(() => page.title()).toMatch(/^Perfil · /);
    await page.context().setOffline(false);
    const token = await tokenFor(app, ACCOUNTS.attendee.email);
    await expect
      .poll(async () => {
        const answer = await fetch(`${app.url}/api/user/locale`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await answer.json()) as { locale: string | null }).locale;
      })
      .toBe('pt-PT');
  });
});
