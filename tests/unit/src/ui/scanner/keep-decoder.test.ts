// The QR decoder kept on a device that scans (not precached): the current build's script put in its
// cache once, an older build's dropped, and nothing when it is there already.
import { describe, expect, it } from 'vitest';
import { DECODER_CACHE_NAME } from '#contract/constants';
import { DECODER_URL, keepDecoder } from '../../../../../src/ui/scanner/keep-decoder.ts';

const BASE = 'https://confetti.test/staff/badges';

/** A CacheStorage of one cache, by request URL; `add` records what it fetched. */
function storage(urls: string[]) {
  const entries = new Set(urls.map((url) => new URL(url, BASE).href));
  const opened: string[] = [];
  const added: string[] = [];
  const cache = {
    keys: async () => [...entries].map((url) => new Request(url)),
    delete: async (request: Request) => entries.delete(request.url),
    add: async (url: string) => {
      const href = new URL(url, BASE).href;
      added.push(href);
      entries.add(href);
    },
  };
  const caches = { open: async (name: string) => (opened.push(name), cache) } as unknown as CacheStorage;
  return { caches, entries, opened, added };
}

const current = new URL(DECODER_URL, BASE).href;

describe('keepDecoder', () => {
  it("puts this build's decoder in the decoder's cache", async () => {
    const s = storage([]);
    await keepDecoder(s.caches, BASE);
    expect(s.opened).toEqual([DECODER_CACHE_NAME]);
    expect(s.added).toEqual([current]);
    expect([...s.entries]).toEqual([current]);
  });

  it("drops an older build's decoder, keeping one script", async () => {
    const s = storage(['/assets/worker-decode-worker-OLDHASH.js']);
    await keepDecoder(s.caches, BASE);
    expect([...s.entries]).toEqual([current]);
  });

  it('fetches nothing when the decoder is kept already', async () => {
    const s = storage([DECODER_URL]);
    await keepDecoder(s.caches, BASE);
    expect(s.added).toEqual([]);
    expect([...s.entries]).toEqual([current]);
  });
});
