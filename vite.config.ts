// One config for the PWA build and every Vitest project (STYLE.md: "Vitest projects are declared
// in vite.config.ts"). The SW is built by vite-plugin-pwa from sw/sw.ts (injectManifest).
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin, Rolldown } from 'vite';
import { WORKER_SCRIPT_PREFIX } from './server/contract/constants.ts';
import { linguiPlugins } from './scripts/lingui-plugins.ts';
import { chunkCatalogs } from './scripts/chunk-catalogs-plugin.ts';
import { collectStaticImports, routePreloads, withoutLoaded } from './scripts/route-preloads-plugin.ts';
import { precacheTags, tagPrecacheEntries } from './scripts/precache-tags-plugin.ts';

/**
 * index.html's head in the order a slow first visit needs it (issue 11): the stylesheets the shell
 * paints with ahead of the scripts, so the preload scanner requests them first. Vite writes the
 * entry's script and its modulepreloads before them.
 */
function stylesheetsFirst(): Plugin {
  return {
    name: 'confetti:stylesheets-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const rest = sheets.reduce((page, tag) => page.replace(tag, ''), html);
        const script = /[ \t]*<script type="module"/.exec(rest);
        if (script === null) return html;
        return rest.slice(0, script.index) + sheets.join('') + rest.slice(script.index);
      },
    },
  };
}

/** The chunk of what every screen runs first (codeSplitting below). */
const CORE_CHUNK = 'core';

// The organiser console's files (src/admin/) are named `admin-…` in the build, so the precache can
// leave them out by one pattern (globIgnores below) whatever their modules are called.
const ADMIN_DIR = `${path.sep}src${path.sep}admin${path.sep}`;
const isAdminModule = (id: string | null | undefined): boolean => id?.includes(ADMIN_DIR) === true;
const adminPrefix = (isAdmin: boolean): string => (isAdmin ? 'admin-' : '');

/** The chunks every first visit runs before its first screen: the entry and its static imports. */
const FIRST_LOAD_CHUNKS = new Set(['index', CORE_CHUNK, 'rolldown-runtime']);

/**
 * Marks the first-load chunks for Chromium's eager compilation (V8's explicit compile hints, Chrome
 * 136+; other engines read a comment): their functions are compiled on a background thread while
 * the file streams in, rather than one by one on the main thread as React first renders. After
 * minification, which would drop the comment. Measured on /login under the bench's slow-4G,
 * CPU ×4 profile (issue 11).
 */
const compileHints = (chunk: { name: string }) =>
  FIRST_LOAD_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : '';

/**
 * React Router 7's package exports name only its development build (dist/development: dev warnings
 * and their strings), so a plain build ships that (remix-run/react-router#12532, #14753). The build
 * takes its production build instead, the same API; dev and the tests keep the development one.
 *
 * That build's module-level components and contexts (`var Form = React.forwardRef(…)`,
 * `Form.displayName = "Form"`) are calls and writes the bundler must keep, so every first load ran
 * the framework-mode pieces the app never imports (Form, useSubmit, the data routers' contexts).
 * The build marks those calls pure and blanks the displayName lines (names for React's devtools
 * only): 1.4 kB gzip less on every row of npm run bench (DESIGN.md §7).
 */
function reactRouterProduction(): Plugin {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return {
    name: 'confetti:react-router-production',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(dir)) return null;
      const shakeable = code
        .replace(/^\w+\.displayName = [^;]*;$/gm, (line) => ' '.repeat(line.length))
        .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1');
      // NOTE: lines stay where they were, so the module's own source map is kept (map: null).
      return { code: shakeable, map: null };
    },
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dir, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dir, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

/** The modules the core chunk takes besides the entry's (codeSplitting below). */
const CORE_MODULES = /src[\\/]ui[\\/](use-latest\.ts|text-field\.tsx|form-alert\.tsx|brand-mark\.tsx)$/;

/**
 * Whether the entry imports a module statically, through any chain: every first load runs it, so
 * it goes in the core chunk. Rolldown otherwise gives each such module the entry shares with a
 * different set of lazy screens a file of its own (eight on every first load, 0.1–0.4 kB gzip
 * each), since it treats a dynamic import as an entry of its own.
 */
function isEntryStatic(id: string, ctx: Rolldown.ChunkingContext): boolean {
  const seen = new Set([id]);
  for (const at of seen) {
    const info = ctx.getModuleInfo(at);
    if (info === null) continue;
    // NOTE: the entry itself stays the entry's chunk, whose first line registers its catalogs
    // before its code starts the language (scripts/chunk-catalogs-plugin.ts). Vite's entry is
    // index.html; its script (src/main.tsx) is the app's entry module.
    const isEntry = info.isEntry || info.importers.some((by) => ctx.getModuleInfo(by)?.isEntry);
    if (isEntry) return at !== id;
    for (const by of info.importers) seen.add(by);
  }
  return false;
}

const API_TARGET = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [
    react(),
    ...linguiPlugins(),
    reactRouterProduction(),
    stylesheetsFirst(),
    chunkCatalogs(),
    collectStaticImports(),
    routePreloads(),
    precacheTags(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The page registers the SW itself through workbox-window, imported on idle after the first
      // render (src/app/register-sw.ts), rather than through an injected registration script.
      injectRegister: false,
      // The server writes the manifest with the event's identity (server/event/web-manifest.ts, issue 23).
      manifest: false,
      injectManifest: {
        // Precache the app shell only: scripts, styles, fonts, icons, the HTML entry. Not the
        // manifest: the server's, never a precached copy, so the installed app sees a new name.
        globPatterns: ['**/*.{js,css,html,woff2,png,svg}'],
        // The demo floor plan is fetched through the page's IndexedDB cache, never by URL; the
        // manifest's screenshots and icons only serve the browser's install dialog and home screen
        // (fetched by the browser, online), never the app offline, and an event's own icons are
        // other addresses; handoff.js runs in the answer to a posted sign-in form, online only.
        // The organiser console (admins only, online: its reads and charts are live) is fetched
        // when opened, so an attendee's first visit does not download it (issue 13).
        // A worker's script (the QR decoder, 27 kB) is kept by the devices that scan, in a cache of
        // their own (DECODER_CACHE_NAME), not by every attendee's first visit.
        globIgnores: [
          'venue/**',
          'install/**',
          'icons/**',
          'handoff.js',
          'assets/admin-*',
          `${WORKER_SCRIPT_PREFIX}*`,
        ],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Each message catalog's language, and the user types of the files only staff's or
        // sponsors' screens run: a device installs only its own (docs/decisions/0046).
        manifestTransforms: [tagPrecacheEntries],
        // A classic script, not an ES module: every browser runs a classic SW (module SWs are
        // recent in Firefox), and register-sw.ts registers it with type 'classic'.
        rollupFormat: 'iife',
      },
      // NOTE: off in dev unless VITE_DEV_PWA=true, as elk and excalidraw do (STYLE.md §sw).
      devOptions: {
        enabled: process.env.VITE_DEV_PWA === 'true',
        type: 'module',
        // The dev SW gets an empty precache; sw/routes.ts binds navigations to index.html, which
        // must be precached, so dev precaches that one entry.
        navigateFallback: 'index.html',
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': API_TARGET,
      '/socket': { target: API_TARGET, ws: true },
    },
  },
  // A worker's script by a name of its own: the server sends it, and no other script, a CSP.
  worker: {
    rolldownOptions: { output: { entryFileNames: `${WORKER_SCRIPT_PREFIX}[name]-[hash:7].js` } },
  },
  // The manifest lets `npm run bench` measure each route's JS (tests/bench/bundle.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    modulePreload: { resolveDependencies: withoutLoaded },
    rolldownOptions: {
      // Imported constants inlined where they are used (Rolldown's inlineConst): the contract's API
      // paths (server/contract/paths.ts) are then in the chunks that call them, not all of them in
      // the core chunk every first load runs (+0.9 kB gzip on /login before, DESIGN.md §7).
      optimization: { inlineConst: true },
      output: {
        postBanner: compileHints,
        // Seven characters of content hash rather than eight (the fewest Rolldown takes at this many
        // chunks): the route table lists every screen's stylesheets for its imports, and that list
        // is in every first load, 47 names of it (DESIGN.md §7; its scripts are preloaded by the
        // server, routePreloads). 42 bits still tell two builds apart.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: (chunk) =>
          `assets/${adminPrefix(isAdminModule(chunk.facadeModuleId) || (chunk.moduleIds.length > 0 && chunk.moduleIds.every(isAdminModule)))}[name]-[hash:7].js`,
        assetFileNames: (asset) =>
          `assets/${adminPrefix(asset.originalFileNames.length > 0 && asset.originalFileNames.every((f) => isAdminModule(path.resolve(f))))}[name]-[hash:7][extname]`,
        // One chunk for what every screen runs first: every module the entry imports statically
        // (isEntryStatic), libraries and app alike. Rolldown treats each lazy screen as an entry of
        // its own, so each module the entry shares with a different set of screens was a file of its
        // own: eight small files on every first load, 2.4–2.6 kB gzip more per row than one chunk
        // (npm run bench, DESIGN.md §7), each a request a slow first visit waits on (issue 11).
        // Before this rule the chunk was a list of such modules, grown one at a time (issues 11, 24,
        // 25, 26). The sign-in form's field, alert and brand mark and the latest-callback hook are
        // not the entry's, but nearly every screen imports them: as files of their own they cost
        // most rows 0.2 kB more and put the profile's deferred JS (its actions' text field) over 25
        // kB (issue 24), so the core chunk takes them too (CORE_MODULES).
        codeSplitting: {
          groups: [
            {
              name: (id, ctx) => (CORE_MODULES.test(id) || isEntryStatic(id, ctx) ? CORE_CHUNK : null),
              debugName: CORE_CHUNK,
              priority: 10,
            },
            // What a screen's first read runs: ky, imported with the first request (src/api/client.ts),
            // idb and the cache's schema (the outbox's row store is in it), the reading hook, its
            // stale mark and the online state. /login sends no request before its first screen is up,
            // so its first load leaves ky out: 99.5 → 95.3 kB (gzip). As six files beside the core
            // chunk they cost the attendee screens 0.9 kB more (npm run bench, DESIGN.md §7).
            {
              name: 'data',
              test: /(node_modules[\\/](ky|idb)[\\/]|src[\\/](offline[\\/]idb-schema\.ts|outbox[\\/]shared[\\/]row\.ts|ui[\\/](use-reading\.ts|use-online\.ts|stale-mark\.tsx)))/,
              priority: 9,
            },
            // What the signed-in shell's reminder slot runs (issue 22): the programme and the stars read,
            // the reminder hook and banner. Every attendee screen imports it after its first render, so
            // it is its own chunk rather than part of the schedule's below, which it would pull in
            // whole (deferred JS, DESIGN.md §7); /schedule loads both. The deferred outbox rows hook
            // the stars share with a booth's lead edits rides here too: as a file of its own it put
            // the profile's deferred JS at 25.3 kB (budget 25).
            {
              name: 'reminder-slot',
              test: /src[\\/](app[\\/]reminder-slot\.tsx|outbox[\\/]use-deferred-outbox-rows\.ts|api[\\/]programme(-stars)?\.ts|programme[\\/](programme-index|star-state|wall-time|programme-constants|use-(my-programme|programme|reminders|stars|waiting-stars))\.ts|programme[\\/]components[\\/]reminder-banner\.)/,
              priority: 6,
              includeDependenciesRecursively: false,
            },
            // What /schedule runs of the programme (issue 22) in one chunk rather than twenty small
            // ones (each file costs gzip overhead): its first load measured 2 kB less. The screens
            // stay their own chunks; the session page's, the sponsors' and the Markdown renderer's
            // modules stay out, as do the shared modules these import.
            {
              name: 'programme',
              test: /src[\\/](api[\\/]programme(-stars)?\.ts|programme[\\/](programme-index|schedule-days|now-next|overlaps|schedule-filter|star-state|wall-(time|days)|programme-constants|served-page|use-(clock|my-programme|programme|reminders|schedule|stars|waiting-stars))\.ts|programme[\\/]components[\\/](day-tabs|my-programme-panel|now-next-panel|reminder-banner|schedule-filters|session-card|slot-list|star-button)\.)/,
              priority: 5,
              includeDependenciesRecursively: false,
            },
            // The attendee's own read (api/me.ts) and its hook (attendee/shared/use-me.ts): ten attendee
            // screens load both, and as two files the hook's was 0.2 kB of its own; the session page and
            // the console's people, which read `me` alone, load the hook's few lines too (issue 26).
            {
              name: 'me',
              test: /src[\\/](api[\\/]me|attendee[\\/]shared[\\/]use-me)\.ts$/,
              priority: 4,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    // NOTE: Vitest's default is one worker fewer than the cores: one on our 2-core machines, so
    // the unit and server files ran one after the other while much of a server file's time is
    // waiting (PGlite's start, timers, sockets). Two run at once; the browser projects set
    // fileParallelism: false and stay one file at a time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup-messages.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The proof suites of issue 28 (`npm run test:slow`, run by .ci/run): long, so not in
          // `npm test`.
          name: 'slow',
          include: ['tests/slow/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The specs that matter most, on Chromium, Firefox ESR and WebKitGTK (issue 12), one
          // file per engine: `npm run test:engines -- webkit` runs one engine.
          name: 'engines',
          include: ['tests/engines/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/engines/global-setup.ts'],
          // NOTE: one retry. WebKitGTK under Xvfb failed 2 runs of 5 here, each time differently
          // (a product page that stayed blank, a replay not seen within 40 s) and then passed;
          // vitest reports a test that needed it. Two causes found since: IndexedDB on a busy
          // disk (its profile is in /dev/shm now) and WebKit never ending the IndexedDB
          // transactions of a page or worker that leaves with one in flight, which the app now
          // prevents (idb-schema.ts abortOnLeave, the update's OUTBOX_QUIESCE; docs/decisions/0029, 0030).
          // The retry stays as a safety net: the last fresh-clone run needed none.
          retry: 1,
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
