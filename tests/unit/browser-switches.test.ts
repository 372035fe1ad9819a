// The browsers the suites and the bench start (tests/e2e/helpers/browser.ts): Chromium keeps only
// the last --disable-features it is given, so ours must carry every feature Playwright's launcher
// turns off, or a spec would run a browser Playwright never meant (its paint holding back on).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_UI_FEATURES, CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../e2e/helpers/browser.ts';

/** The feature names in playwright-core's own `disabledFeatures` list, read from its bundle. */
function playwrightsOwnList(): string[] {
  const pkg = createRequire(import.meta.url).resolve('playwright-core/package.json');
  const bundle = path.join(path.dirname(pkg), 'lib', 'coreBundle.js');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(fs.readFileSync(bundle, 'utf8'));
  if (!list?.[1]) throw new Error(`no disabledFeatures list in ${bundle}: read Playwright's launcher again`);
  return [...list[1].matchAll(/^\s*"(\w+)",?$/gm)].map((match) => match[1] ?? '');
}

describe('the Chromium the suites start', () => {
  it("disables every feature Playwright's launcher disables, and the address bar's popups", () => {
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = (switches[0] ?? '').slice('--disable-features='.length).split(',');
    expect(playwrightsOwnList()).toEqual(PLAYWRIGHT_DISABLED_FEATURES);
    expect(features).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES]);
  });
});
