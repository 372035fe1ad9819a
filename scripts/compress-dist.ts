// The second half of `npm run build`: a Brotli (.br) and a gzip (.gz) copy of every compressible
// file in dist/, made once at build time at the highest levels, which @fastify/static serves with
// `preCompressed` (server/plugins/client.ts) to a browser or service worker that asks for them.
// NOTE: a step after `vite build`, not a Vite plugin: vite-plugin-pwa writes sw.js (the precache
// list injected) after the page bundle is closed, where a compression plugin no longer sees it.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats; fonts (woff2) and images (png) are compressed by their own format. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|webmanifest|json|txt|xml|map)$/;

export type CompressedFile = { file: string; bytes: number; br: number; gzip: number };

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full); // .vite/ holds the build manifest, never served
    } else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` next to `file`; `root` names it in the answer. */
export function compressFile(file: string, root = path.dirname(file)): CompressedFile {
  const raw = fs.readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gzip = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gzip);
  return { file: path.relative(root, file), bytes: raw.length, br: br.length, gzip: gzip.length };
}

/** Writes `<file>.br` and `<file>.gz` next to every compressible file under `dir`. */
export function compressDist(dir: string): CompressedFile[] {
  return [...files(dir)].map((file) => compressFile(file, dir));
}

if (process.argv[1] === import.meta.filename) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
  const written = compressDist(dir);
  const sum = (pick: (f: CompressedFile) => number) =>
    Math.round(written.reduce((s, f) => s + pick(f), 0) / 1024);
  console.log(
    `compressed ${written.length} files in ${path.relative(process.cwd(), dir) || '.'}: ` +
      `${sum((f) => f.bytes)} kB → ${sum((f) => f.br)} kB br, ${sum((f) => f.gzip)} kB gzip`,
  );
}
