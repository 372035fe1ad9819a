// The served pages kept per version of their data (issue 26): made once per version and key, made
// again for a new version, after their age limit or after a failure, and one make for requests
// that arrive together.
import { describe, expect, it } from 'vitest';
import { VersionedAnswers } from '../../../../server/plugins/versioned-answers.ts';

function setUp(options: { maxEntries?: number; maxAgeMs?: number } = {}) {
  let nowMs = Date.parse('2026-12-06T10:00:00Z');
  const made: string[] = [];
  const answers = new VersionedAnswers<string>({
    maxEntries: options.maxEntries ?? 10,
    maxAgeMs: options.maxAgeMs,
    now: () => new Date(nowMs),
  });
  const get = (version: string, key: string) =>
    answers.get(version, key, async (at) => {
      made.push(`${version} ${key} ${at.toISOString().slice(11, 19)}`);
      return `${key}@${version}`;
    });
  return { answers, made, get, advance: (ms: number) => (nowMs += ms) };
}

describe('VersionedAnswers', () => {
  it('makes an answer once per version and key', async () => {
    const { made, get } = setUp();
    expect(await get('v1', '/schedule')).toBe('/schedule@v1');
    expect(await get('v1', '/schedule')).toBe('/schedule@v1');
    expect(await get('v1', '/speakers')).toBe('/speakers@v1');
    expect(made).toEqual(['v1 /schedule 10:00:00', 'v1 /speakers 10:00:00']);
  });

  it('makes every answer again for a new version, and drops the old version’s', async () => {
    const { made, get } = setUp();
    await get('v1', '/schedule');
    expect(await get('v2', '/schedule')).toBe('/schedule@v2');
    expect(await get('v1', '/schedule')).toBe('/schedule@v1');
    expect(made).toEqual(['v1 /schedule 10:00:00', 'v2 /schedule 10:00:00', 'v1 /schedule 10:00:00']);
  });

  it('makes an answer again once it is older than its age limit, at the instant it runs', async () => {
    const { made, get, advance } = setUp({ maxAgeMs: 60_000 });
    await get('v1', '/schedule');
    advance(59_999);
    await get('v1', '/schedule');
    advance(1);
    await get('v1', '/schedule');
    expect(made).toEqual(['v1 /schedule 10:00:00', 'v1 /schedule 10:01:00']);
  });

  it('keeps no age limit without one', async () => {
    const { made, get, advance } = setUp();
    await get('v1', '/');
    advance(24 * 3_600_000);
    await get('v1', '/');
    expect(made).toHaveLength(1);
  });

  it('makes one answer for requests that arrive together', async () => {
    const answers = new VersionedAnswers<string>({ maxEntries: 10, now: () => new Date() });
    let makes = 0;
    let finish: (value: string) => void = () => undefined;
    const make = () => {
      makes += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const both = Promise.all([answers.get('v1', '/', make), answers.get('v1', '/', make)]);
    finish('page');
    expect(await both).toEqual(['page', 'page']);
    expect(makes).toBe(1);
  });

  it('does not keep a failed answer', async () => {
    const answers = new VersionedAnswers<string>({ maxEntries: 10, now: () => new Date() });
    await expect(answers.get('v1', '/', () => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    expect(await answers.get('v1', '/', async () => 'page')).toBe('page');
  });

  it('keeps at most maxEntries keys, and still answers past them', async () => {
    const { made, get } = setUp({ maxEntries: 2 });
    for (const key of ['/a', '/b', '/c', '/c', '/a']) await get('v1', key);
    expect(made.map((line) => line.split(' ')[1])).toEqual(['/a', '/b', '/c', '/c']);
  });
});
