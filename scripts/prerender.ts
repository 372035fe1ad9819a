// The middle step of `npm run build` (issue 26): the public pages rendered to HTML from the same
// components the client hydrates. A Vite SSR build of src/prerender.tsx (the class names of its CSS
// modules and its asset names are the client build's), then each page of PRERENDERED_PATHS written
// into the built index.html's #root as dist/prerendered/<page>.html, and those files added to the
// service worker's precache list (vite-plugin-pwa wrote it before they existed).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { PRERENDERED_PATHS, prerenderedFile } from '../server/contract/prerendered.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ssrDir = path.join(root, 'node_modules', '.prerender');

/**
 * The built page with `body` in place of the loading shell (and of its "needs JavaScript" note).
 * The preloads React writes ahead of a body with no <head> go to the head, so #root holds exactly
 * what the client hydrates.
 */
export function withBody(template: string, body: string): string {
  const shell = /<div id="root">[\s\S]*?<\/noscript>/;
  if (!shell.test(template)) throw new Error('dist/index.html has no #root shell to replace');
  const preloads = /^(?:<link [^>]*>)*/.exec(body)?.[0] ?? '';
  return template
    .replace('</head>', () => `${preloads}</head>`)
    .replace(shell, () => `<div id="root" data-prerendered>${body.slice(preloads.length)}</div>`);
}

/** sw.js with `files` added to its precache list, beside index.html's entry. */
export function withPrecached(sw: string, files: { url: string; revision: string }[]): string {
  const entry = /\{"revision":"[0-9a-f]+","url":"index\.html"\}/;
  if (!entry.test(sw)) throw new Error('dist/sw.js has no precache entry for index.html');
  const added = files.map((file) => JSON.stringify({ revision: file.revision, url: file.url })).join(',');
  return sw.replace(entry, (found) => `${found},${added}`);
}

/** The SSR build of src/prerender.tsx; its renderPage. */
export async function buildRenderer(): Promise<(url: string) => Promise<string>> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      ssr: 'src/prerender.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      // NOTE: the client build's asset names (vite.config.ts), so an imported picture's URL matches.
      rolldownOptions: { output: { assetFileNames: 'assets/[name]-[hash:7][extname]' } },
    },
  });
  const entry = fs.readdirSync(ssrDir).find((file) => /^prerender\.m?js$/.test(file));
  if (entry === undefined) throw new Error(`no prerender entry in ${ssrDir}`);
  const { renderPage } = (await import(pathToFileURL(path.join(ssrDir, entry)).href)) as {
    renderPage: (url: string) => Promise<string>;
  };
  return renderPage;
}

async function main(): Promise<void> {
  const renderPage = await buildRenderer();
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const pages = PRERENDERED_PATHS.map((url) => ({ url, file: prerenderedFile(url) }));
  fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  const written: { url: string; revision: string }[] = [];
  for (const page of pages) {
    const html = withBody(template, await renderPage(page.url));
    fs.writeFileSync(path.join(dist, page.file), html);
    written.push({ url: page.file, revision: crypto.createHash('md5').update(html).digest('hex') });
    console.log(`prerendered ${page.url} → dist/${page.file} (${html.length} B)`);
  }
  const swFile = path.join(dist, 'sw.js');
  fs.writeFileSync(swFile, withPrecached(fs.readFileSync(swFile, 'utf8'), written));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
