// The middle step of `npm run build` (issue 26): the public pages rendered to HTML from the same
// components the client hydrates. A Vite SSR build of src/prerender.tsx (the class names of its CSS
// modules and its asset names are the client build's), then each page of PRERENDERED_PATHS written
// into the built index.html's #root as dist/prerendered/<page>.html, and those of
// PRECACHED_PRERENDERED_PATHS added to the service worker's precache list (vite-plugin-pwa wrote it
// before they existed).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { linguiPlugins } from './lingui-plugins.ts';
import {
  INLINE_STYLES_FILE,
  PRECACHED_PRERENDERED_PATHS,
  PRERENDERED_PATHS,
  prerenderedFile,
  RENDERER_FILE,
  SERVER_PRECACHED_PATHS,
} from '../server/contract/prerendered.ts';
import type { Renderer } from '../server/contract/prerendered.ts';
import { withBody, withInlineStyles, withLang } from '../server/plugins/prerendered-page.ts';
import { LOCALES, SOURCE_LOCALE } from '../server/contract/constants.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
// NOTE: under dist/ for the server, which renders `/` with it at serve time; a dot folder, so
// neither served (server/plugins/client.ts) nor compressed (scripts/compress-dist.ts).
const ssrDir = path.join(dist, path.dirname(RENDERER_FILE));

/** sw.js with `files` added to its precache list, beside index.html's entry, given `index`'s revision. */
export function withPrecached(sw: string, files: { url: string; revision: string }[], index: string): string {
  const entry = /\{"revision":"[0-9a-f]+","url":"index\.html"\}/;
  if (!entry.test(sw)) throw new Error('dist/sw.js has no precache entry for index.html');
  const added = [{ revision: index, url: 'index.html' }, ...files]
    .map((file) => JSON.stringify(file))
    .join(',');
  return sw.replace(entry, () => added);
}

/** The SSR build of src/prerender.tsx; its renderPage. */
export async function buildRenderer(): Promise<Renderer['renderPage']> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react(), ...linguiPlugins()],
    build: {
      ssr: 'src/prerender.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      // NOTE: the client build's asset names (vite.config.ts), so an imported picture's URL matches.
      rolldownOptions: {
        output: {
          assetFileNames: 'assets/[name]-[hash:7][extname]',
          entryFileNames: path.basename(RENDERER_FILE),
        },
      },
    },
  });
  const entry = path.join(dist, RENDERER_FILE);
  if (!fs.existsSync(entry)) throw new Error(`no prerender entry at ${entry}`);
  const { renderPage } = (await import(pathToFileURL(entry).href)) as Renderer;
  return renderPage;
}

async function main(): Promise<void> {
  const renderPage = await buildRenderer();
  // The stylesheets in the pages themselves, index.html's shell included: nothing to wait for before
  // the first paint but the HTML (issue 26, Lighthouse's render-blocking requests).
  const indexFile = path.join(dist, 'index.html');
  const { html: template, hashes } = withInlineStyles(fs.readFileSync(indexFile, 'utf8'), (href) =>
    fs.readFileSync(path.join(dist, href), 'utf8'),
  );
  fs.writeFileSync(indexFile, template);
  fs.writeFileSync(path.join(dist, INLINE_STYLES_FILE), JSON.stringify(hashes));
  // Each page in each language (issue 24); the service worker precaches the English one.
  const pages = PRERENDERED_PATHS.flatMap((url) =>
    LOCALES.map((locale) => ({ url, locale, file: prerenderedFile(url, locale) })),
  );
  fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  const written: { url: string; revision: string }[] = [];
  for (const page of pages) {
    const html = withLang(withBody(template, await renderPage(page.url, {}, page.locale)), page.locale);
    fs.writeFileSync(path.join(dist, page.file), html);
    if (PRECACHED_PRERENDERED_PATHS.includes(page.url) && page.locale === SOURCE_LOCALE)
      written.push({ url: page.file, revision: crypto.createHash('md5').update(html).digest('hex') });
    console.log(`prerendered ${page.url} → dist/${page.file} (${html.length} B)`);
  }
  // `/` and `/schedule`, which the server renders at serve time with the event and the programme
  // (server/plugins/client.ts), are fetched from it at install as any precached file: their revision
  // is this build's (its page and renderer); the app then reads the newer data.
  const renderer = fs.readFileSync(path.join(dist, RENDERER_FILE));
  const revision = crypto.createHash('md5').update(template).update(renderer).digest('hex');
  for (const url of SERVER_PRECACHED_PATHS) written.push({ url, revision });
  const swFile = path.join(dist, 'sw.js');
  const indexRevision = crypto.createHash('md5').update(template).digest('hex');
  fs.writeFileSync(swFile, withPrecached(fs.readFileSync(swFile, 'utf8'), written, indexRevision));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
