// `npm start`: build the PWA (as `npm run build` does) when dist/ is missing or older than its
// sources, then run the server
// (port 4000, PGlite in ./data, demo data on an empty database — see server/main.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compressDist } from './compress-dist.ts';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist', 'index.html');
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

function needsBuild(): boolean {
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  if (!built) return true;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built.mtimeMs);
}

if (process.env.SERVE_CLIENT !== 'false' && needsBuild()) {
  console.log('Building the PWA (first start or sources changed)…');
  // NOTE: in a child process: Vite's build sets process.env.NODE_ENV=production in its own
  // process, which would then read as a production server and skip the demo seed.
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  // As `npm run build` does: the public pages prerendered and `/`'s renderer written (issue 26),
  // so `npm start` serves the same pages, styles and precache as a deploy.
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/prerender.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  compressDist(path.join(root, 'dist'));
}
await import('../server/main.ts');
