// @vitest-environment happy-dom
// The messages' own runtime (src/i18n/runtime.tsx) against @lingui/core, Lingui's runtime it stands
// in for: every message of every catalog, in both languages, with numbers around each plural rule's
// edges, formats to the same text. And a message's tags become the elements given for them.
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activate, i18n, Trans, type Catalog } from '#i18n/runtime';
import { CATALOG_NAMES, LOCALES, readPo } from './po-files.ts';

/** Sample values for a message's placeholders: numbers for every one (formatted or counted). */
function valuesFor(source: string, n: number): Record<string, unknown> {
  const names = [...source.matchAll(/\{\s*(\w+)/g)].map(([, name = '']) => name);
  return Object.fromEntries(
    names.map((name) => [name, /date|time/.test(source) ? '2026-11-27T10:00:00Z' : n]),
  );
}

describe('the messages runtime', () => {
  it.each(LOCALES)('formats every message in %s as @lingui/core does', async (locale) => {
    const lingui = setupI18n();
    const sources = new Map<string, string>();
    for (const name of CATALOG_NAMES) {
      for (const message of await readPo(locale, name))
        sources.set(message.id, message.translation || message.source);
    }
    const compiled = Object.fromEntries([...sources].map(([id, text]) => [id, compileMessage(text)]));
    lingui.loadAndActivate({ locale, messages: compiled });
    activate(locale, compiled as Catalog);
    expect(sources.size).toBeGreaterThan(0);
    for (const [id, text] of sources) {
      for (const n of [0, 1, 2, 5, 21, 1000]) {
        const values = valuesFor(text, n);
        expect(i18n._(id, values), `${id}: ${text}`).toBe(lingui._(id, values));
      }
    }
  });

  it('formats plurals, selects and numbers in the active language', () => {
    const catalog: Catalog = {
      a: compileMessage('{count, plural, =0 {nenhuma} one {# medalha} other {# medalhas}}') as never,
      b: compileMessage('{who, select, admin {Administrador} other {Participante}}') as never,
      c: compileMessage('{n, number} fichas') as never,
    };
    activate('pt-PT', catalog);
    expect([0, 1, 2, 7].map((count) => i18n._('a', { count }))).toEqual([
      'nenhuma',
      '1 medalha',
      '2 medalhas',
      '7 medalhas',
    ]);
    expect(i18n._('b', { who: 'admin' })).toBe('Administrador');
    expect(i18n._('c', { n: 12345 })).toBe(`${new Intl.NumberFormat('pt-PT').format(12345)} fichas`);
    // A message missing from the catalog: its English source, as a development build shows it.
    expect(i18n._({ id: 'missing', message: 'Hello' })).toBe('Hello');
  });

  it('puts the elements a message names in its tags, and element values in place', () => {
    activate('en', { t: compileMessage('Read <0>the rules</0> of {event}, {name}.') as never });
    render(
      <Trans
        id="t"
        values={{ event: 'Confetti', name: <b>Ana</b> }}
        components={{ 0: <a href="/rules" /> }}
      />,
    );
    expect(screen.getByRole('link', { name: 'the rules' }).getAttribute('href')).toBe('/rules');
    expect(screen.getByText('Ana').tagName).toBe('B');
    expect(document.body.textContent).toBe('Read the rules of Confetti, Ana.');
  });
});
