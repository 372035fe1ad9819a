// The server's catalogs (issue 24): every message the server says has its text in both languages,
// and each catalog holds no message the server no longer says; plurals follow each language.
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, LOCALES } from '#contract/constants';
import {
  durationText,
  localeFor,
  MESSAGE_IDS,
  readCatalog,
  wordsIn,
} from '../../../../server/i18n/messages.ts';

describe("the server's catalogs", () => {
  it.each(LOCALES)('%s has a text for every message and no other', async (locale) => {
    const catalog = await readCatalog(locale);
    expect(Object.keys(catalog).sort()).toEqual([...MESSAGE_IDS].sort());
    const untranslated = Object.entries(catalog).filter(([, text]) => text.trim() === '');
    expect(untranslated.map(([id]) => id)).toEqual([]);
  });

  it('counts days and hours in each language', async () => {
    const en = await wordsIn('en');
    const pt = await wordsIn('pt-PT');
    expect([durationText(en, 24), durationText(en, 240), durationText(en, 5)]).toEqual([
      '1 day',
      '10 days',
      '5 hours',
    ]);
    expect([durationText(pt, 24), durationText(pt, 240), durationText(pt, 1)]).toEqual([
      '1 dia',
      '10 dias',
      '1 hora',
    ]);
  });
});

describe('the language to write in', () => {
  it("is the account's when it has one", () => {
    expect(localeFor('pt-PT', 'en-GB,en;q=0.9')).toBe('pt-PT');
  });

  it("is else the first of the request's languages we speak, any Portuguese as pt-PT", () => {
    expect(localeFor(null, 'fr-FR, pt-BR;q=0.8, en;q=0.5')).toBe('pt-PT');
    expect(localeFor(null, 'pt;q=0.4, en-US;q=0.9')).toBe('en');
    expect(localeFor(null, 'de, fr')).toBe('en');
    expect(localeFor(null, undefined)).toBe('en');
  });

  it('reads Accept-Language by weight, leaving out what is refused', () => {
    expect(acceptedLanguages('en;q=0.2, pt-PT, fr;q=0, de;q=0.5')).toEqual(['pt-PT', 'de', 'en']);
    expect(acceptedLanguages('*')).toEqual([]);
  });
});
