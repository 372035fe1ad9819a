// Every message in both languages (issue 24): a message without its Portuguese, or whose
// Portuguese names other placeholders or tags than its English, fails here, not on a screen.
import { describe, expect, it } from 'vitest';
import { CATALOG_NAMES, readPo } from './po-files.ts';

/**
 * A message's placeholders (`{name`), the cases of its plurals and selects (`{name:one`), and its
 * tags (`<0>`, `</0>`, `<0/>`), sorted. A case's text is words, not a placeholder: it is walked.
 */
function slots(text: string): string[] {
  const found = new Set(text.match(/<\/?\d+\/?>/g) ?? []);
  let at = 0;
  const read = (until: RegExp) => {
    const start = at;
    while (at < text.length && !until.test(text[at]!)) at += 1;
    return text.slice(start, at).trim();
  };
  // Words up to the `}` that closes a case (or the end), with the placeholders in them.
  const words = () => {
    while (at < text.length && text[at] !== '}') {
      if (text[at] === '{') argument();
      else at += 1;
    }
  };
  // `{name}`, `{name, number}`, or `{name, plural|select|selectordinal, case {words} …}`.
  const argument = () => {
    at += 1;
    const name = read(/[,}]/);
    found.add(`{${name}`);
    if (text[at] === ',') {
      at += 1;
      const kind = read(/[,}]/);
      if (text[at] === ',' && ['plural', 'select', 'selectordinal'].includes(kind)) {
        at += 1;
        while (at < text.length && text[at] !== '}') {
          const key = read(/[{}]/);
          if (text[at] !== '{') break;
          if (!key.startsWith('offset:')) found.add(`{${name}:${key}`);
          at += 1;
          words();
          at += 1;
        }
      } else read(/\}/);
    }
    at += 1;
  };
  words();
  return [...found].map((s) => s.replace(/\s/g, '')).sort();
}

describe('the catalogs', () => {
  it.each(CATALOG_NAMES)('%s: every message has its Portuguese, with the same placeholders', async (name) => {
    const english = await readPo('en', name);
    const portuguese = new Map((await readPo('pt-PT', name)).map((m) => [m.id, m]));
    expect([...portuguese.keys()].sort()).toEqual(english.map((m) => m.id).sort());
    for (const message of english) {
      const translation = portuguese.get(message.id)?.translation ?? '';
      expect(translation, `${name}: "${message.source}" has no Portuguese`).not.toBe('');
      expect(slots(translation), `${name}: "${message.source}" → "${translation}"`).toEqual(
        slots(message.source),
      );
    }
  });
  it('gives one message the same Portuguese in every catalog that has it', async () => {
    const seen = new Map<string, { name: string; translation: string }>();
    const differing: string[] = [];
    for (const name of CATALOG_NAMES) {
      for (const message of await readPo('pt-PT', name)) {
        const first = seen.get(message.id);
        if (first === undefined) seen.set(message.id, { name, translation: message.translation });
        else if (first.translation !== message.translation)
          differing.push(
            `"${message.source}": ${first.name} "${first.translation}", ${name} "${message.translation}"`,
          );
      }
    }
    expect(differing).toEqual([]);
  });
  it('words a buy as the inventory reads its name back from the outbox (inventory-pending.tsx)', async () => {
    const buy = (await readPo('pt-PT', 'core')).find((message) => message.source === 'Buy {name}');
    expect(buy?.translation).toBe('Comprar {name}');
  });
});
