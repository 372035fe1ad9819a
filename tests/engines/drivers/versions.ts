// The browser versions the suites prove (issue 30; README "Supported browsers"): each suite prints
// the version it runs and refuses, with a message that says what to do, a browser older than the
// oldest one it was proven on — rather than failing later on a protocol error of its driver
// (Firefox ESR 140 lacks a WebDriver BiDi command puppeteer-core 25 sends at launch).
import { execFileSync, type ExecFileSyncOptionsWithStringEncoding } from 'node:child_process';
import type { EngineName } from './engine.ts';

/** The oldest version of each engine the whole browser and engines suites passed on. */
export const OLDEST_SUPPORTED: Record<EngineName, readonly number[]> = {
  chromium: [156],
  firefox: [153],
  webkit: [2, 50],
};

const PACKAGE: Record<EngineName, string> = {
  chromium: 'chromium',
  firefox: 'firefox-esr',
  webkit: 'webkit2gtk-driver',
};

/** `156.0.8078.108` → [156, 0, 8078, 108]; the first dotted number in `text`. */
export function parseVersion(text: string): number[] | null {
  const match = /(\d+(?:\.\d+)+)/.exec(text);
  return match?.[1] ? match[1].split('.').map(Number) : null;
}

/** True when `version` is `oldest` or newer, compared part by part. */
export function isAtLeast(version: readonly number[], oldest: readonly number[]): boolean {
  for (let i = 0; i < oldest.length; i += 1) {
    const part = version[i] ?? 0;
    const floor = oldest[i] ?? 0;
    if (part !== floor) return part > floor;
  }
  return true;
}

/** stdout only: Debian's chromium wrapper prints a shell warning on stderr. */
const QUIET: ExecFileSyncOptionsWithStringEncoding = {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
};

/** What the machine has: the browser's own `--version`, or the Debian package for WebKitGTK. */
function installedVersion(engine: EngineName): string {
  if (engine === 'chromium') return execFileSync('/usr/bin/chromium', ['--version'], QUIET);
  if (engine === 'firefox') return execFileSync('/usr/bin/firefox-esr', ['--version'], QUIET);
  return `WebKitGTK ${execFileSync('dpkg-query', ['-W', '-f=${Version}', 'webkit2gtk-driver'], QUIET)}`;
}

/** Prints the engine's version; throws a clear error when it is older than supported. */
export function checkEngineVersion(engine: EngineName): string {
  const text = installedVersion(engine).trim();
  const version = parseVersion(text);
  const oldest = OLDEST_SUPPORTED[engine].join('.');
  console.info(`[engines] ${engine}: ${text} (supported from ${oldest})`);
  if (version === null || !isAtLeast(version, OLDEST_SUPPORTED[engine])) {
    throw new Error(
      `${text} is older than the oldest ${engine} these suites support (${oldest}). ` +
        `Upgrade it: apt-get update && apt-get install -y ${PACKAGE[engine]} (.ci/run does this).`,
    );
  }
  return text;
}
