// JS each screen loads on a first visit (DESIGN.md §7), measured in Chromium against the real
// server: every /assets/*.js the page fetches, gzip -9 sized from dist/. The service worker is
// blocked so its precache does not count as the page's own load.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export type BundleRow = { route: string; as: string; kB: number; budgetKB: number; files: number };

const BUDGETS: { route: string; as: 'anonymous' | 'attendee' | 'company' | 'staff'; budgetKB: number }[] = [
  { route: '/login', as: 'anonymous', budgetKB: 100 },
  ...[
    '/attendee/profile',
    '/attendee/slots',
    '/attendee/wheel',
    '/attendee/badgedex',
    '/attendee/leaderboard',
    '/attendee/store',
    '/attendee/inventory',
    '/attendee/identifier',
    '/attendee/map',
  ].map((route) => ({ route, as: 'attendee' as const, budgetKB: 115 })),
  { route: '/sponsor/scanner', as: 'company', budgetKB: 150 },
  { route: '/staff/badges', as: 'staff', budgetKB: 150 },
];

const ACCOUNTS = {
  attendee: 'attendee1@confetti.dev',
  company: 'gold@confetti.dev',
  staff: 'staff1@confetti.dev',
};

async function tokenFor(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'password1234' }),
  });
  if (!res.ok) throw new Error(`sign in as ${email}: ${res.status}`);
  return ((await res.json()) as { jwt: string }).jwt;
}

export async function measureBundles(
  browser: Browser,
  baseUrl: string,
  distDir: string,
): Promise<BundleRow[]> {
  const gzipOf = new Map<string, number>();
  const sizeOf = (pathname: string) => {
    if (!gzipOf.has(pathname)) {
      const file = path.join(distDir, pathname);
      gzipOf.set(pathname, fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
    }
    return gzipOf.get(pathname) ?? 0;
  };
  const rows: BundleRow[] = [];
  for (const { route, as, budgetKB } of BUDGETS) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    if (as !== 'anonymous') {
      const jwt = await tokenFor(baseUrl, ACCOUNTS[as]);
      await context.addInitScript((token) => localStorage.setItem('confetti_token', token), jwt);
    }
    const scripts = new Set<string>();
    const page = await context.newPage();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js') && url.pathname.startsWith('/assets/')) scripts.add(url.pathname);
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    await context.close();
    const bytes = [...scripts].reduce((sum, p) => sum + sizeOf(p), 0);
    rows.push({ route, as, kB: Math.round(bytes / 100) / 10, budgetKB, files: scripts.size });
  }
  return rows;
}

/** The client must never ship the server's schema library (STYLE.md: drift is caught three ways). */
export function serverCodeInClient(distDir: string): string[] {
  const assets = path.join(distDir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => /\bTypeBox\b|fastify|drizzle-orm/.test(fs.readFileSync(path.join(assets, f), 'utf8')));
}
