// Every message in both languages (issue 24): a message without its Portuguese, or whose
// Portuguese names other placeholders or tags than its English, fails here, not on a screen.
import { describe, expect, it } from 'vitest';
import { CATALOG_NAMES, readPo } from './po-files.ts';

/**
 * A message's placeholders (`{name`, before its `}` or `,`) and tags (`<0>`, `</0>`, `<0/>`), sorted;
 * not the words that open a plural's or a select's case (`one {Print this card}`).
 */
const slots = (text: string) =>
  [...new Set(text.match(/\{\s*\w+(?=\s*[,}])|<\/?\d+\/?>/g) ?? [])].map((s) => s.replace(/\s/g, '')).sort();

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
});
