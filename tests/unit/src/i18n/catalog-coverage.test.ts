// Each screen loads the catalogs of every module it may run (issue 24): a built screen that runs a
// module with messages whose catalog is not loaded shows their ids, not words. The imports are read from the
// sources (static and dynamic), from each screen of the route table and from the entry.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogOf } from '../../../../src/i18n/catalog-sources.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SCREENS_FILE = path.join(ROOT, 'src/app/screens.ts');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const file = path.resolve(path.dirname(from), specifier);
  return fs.existsSync(file) && /\.tsx?$/.test(file) ? file : null;
}

/** Every source file `entry` may run, through its imports, but for those `skip` leaves out. */
function reachable(entry: string, skip: (from: string, to: string) => boolean): Set<string> {
  const seen = new Set([entry]);
  for (const file of seen) {
    for (const [, stat, dynamic] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolve(file, stat ?? dynamic ?? '');
      if (next !== null && !skip(file, next)) seen.add(next);
    }
  }
  return seen;
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

const MACROS = /from '@lingui\/(core|react)\/macro'/;

/** The catalogs of those of `files` that have messages. */
function catalogsOf(files: Iterable<string>): Set<string> {
  const speaking = [...files].filter((file) => MACROS.test(fs.readFileSync(file, 'utf8')));
  return new Set(['core', ...speaking.map((file) => catalogOf(relative(file)))]);
}

const table = fs.readFileSync(SCREENS_FILE, 'utf8');
const screens = [
  ...table.matchAll(/lazyScreen\(\s*\(\) => import\('([^']+)'\),\s*\(m\) => m\.\w+,?\s*(?:\[([^\]]*)\])?/g),
].map(([, module = '', list = '']) => ({
  file: path.resolve(path.dirname(SCREENS_FILE), module),
  catalogs: new Set(['core', ...[...list.matchAll(/'([^']+)'/g)].map(([, name]) => name)]),
}));

describe('the catalogs a screen loads', () => {
  it('reads every screen of the route table', () => {
    expect(screens.length).toBeGreaterThanOrEqual(30);
  });

  it('cover every module the screen may run', () => {
    // NOTE: another screen reached through the route table (a link's access check) loads its own.
    const screenFiles = new Set(screens.map((screen) => screen.file));
    const viaTable = (from: string, to: string) => from === SCREENS_FILE && screenFiles.has(to);
    for (const screen of screens) {
      const needed = catalogsOf(reachable(screen.file, viaTable));
      expect(
        [...needed].filter((name) => !screen.catalogs.has(name)),
        relative(screen.file),
      ).toEqual([]);
    }
  });

  it('are only core for what the entry runs before any screen', () => {
    const main = path.join(ROOT, 'src/main.tsx');
    const files = reachable(main, () => false);
    const screenFiles = new Set(screens.map((screen) => screen.file));
    const beforeScreens = reachable(main, (from, to) => from === SCREENS_FILE && screenFiles.has(to));
    expect(files.size).toBeGreaterThan(beforeScreens.size);
    expect([...catalogsOf(beforeScreens)]).toEqual(['core']);
  });
});
