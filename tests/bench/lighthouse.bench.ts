// Lighthouse on the public pages (issue 26, DESIGN.md §7): the `lighthouse` package's default
// mobile run (Moto G Power emulation, simulated slow 4G and CPU ×4) against the local server, in
// the machine's Chromium, median of 3 per page. Lighthouse's own categories and audits: the
// performance score, first contentful paint, the stylesheets and scripts that block rendering,
// and the JS loaded but not used on that first load.
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, CHROMIUM_SWITCHES, disableFeatures } from '../e2e/helpers/browser.ts';

export const LIGHTHOUSE_RUNS = 3;

/**
 * Issue 26's budgets. First contentful paint at most the provider's, measured beside ours by
 * Lighthouse's same mobile run (0.78 s on its sign-in page, 0.95 s on its landing page); one
 * render-blocking resource at most (the critical stylesheet).
 */
export const LIGHTHOUSE_BUDGET = {
  fcpMs: { '/login': 780, '/': 950 } as Record<string, number>,
  performance: 98,
  renderBlocking: 1,
  unusedJsKiB: 10,
};

export const LIGHTHOUSE_VERSION: string = (
  createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
).version;

export type LighthouseRow = {
  route: string;
  performance: number;
  fcpMs: number;
  renderBlocking: string[];
  unusedJsKiB: number;
};

type Audit = { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function itemsOf(audit: Audit | undefined): Array<Record<string, unknown>> {
  return audit?.details?.items ?? [];
}

/**
 * chrome-launcher's own --disable-features list: Chromium keeps only the last such switch, so the
 * one that also turns off the browser's UI pages (browser.ts) carries it.
 */
const LAUNCHER_DISABLED_FEATURES = chromeLauncher.Launcher.defaultFlags()
  .filter((flag) => flag.startsWith('--disable-features='))
  .flatMap((flag) => flag.slice('--disable-features='.length).split(','));

/** One Lighthouse run of `url`; the browser is fresh each time (no cache, no service worker). */
async function runOnce(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_SWITCHES, disableFeatures(LAUNCHER_DISABLED_FEATURES)],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const audits = lhr.audits as Record<string, Audit>;
    const blocking = itemsOf(audits['render-blocking-resources']).map((item) => String(item.url ?? ''));
    const unusedBytes = itemsOf(audits['unused-javascript']).reduce(
      (sum, item) => sum + Number(item.wastedBytes ?? 0),
      0,
    );
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      renderBlocking: blocking.map((u) => new URL(u).pathname),
      unusedJsKiB: Math.round(unusedBytes / 102.4) / 10,
      runtimeError: lhr.runtimeError?.message ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of LIGHTHOUSE_RUNS runs of each route (by performance score and by FCP apart). */
export async function measureLighthouse(origin: string, routes: string[]): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
      // NOTE: Lighthouse sometimes loses the trace's navigation start (NO_NAVSTART) and asks to be
      // run again; a run is tried three times before the bench gives up on it.
      let run = await runOnce(`${origin}${route}`);
      for (let again = 0; run.runtimeError && again < 2; again += 1) run = await runOnce(`${origin}${route}`);
      if (run.runtimeError) throw new Error(`Lighthouse on ${route}: ${run.runtimeError}`);
      runs.push(run);
    }
    rows.push({
      route,
      performance: median(runs.map((r) => r.performance)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      renderBlocking: [...new Set(runs.flatMap((r) => r.renderBlocking))],
      unusedJsKiB: median(runs.map((r) => r.unusedJsKiB)),
    });
  }
  return rows;
}
