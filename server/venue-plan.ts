// The floor plan file of the venue map: the organiser's DATA_DIR/venue/plan.svg when present, else
// the demo plan shipped in public/venue/. A file is read again only when its size or mtime
// changes, so GET /api/venue stays cheap; its version (a content hash) goes into the plan's URL
// because the service worker caches images cache-first by full URL (sw/routes.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPlanBox, type PlanBox } from './domain/venue.ts';

export type PlanFile = {
  bytes: Buffer;
  /** Changes whenever the content does. */
  version: string;
  /** Null when the SVG states no size: the map cannot place booths on it. */
  box: PlanBox | null;
};

export type PlanSource = { load: () => Promise<PlanFile> };

const DEMO_PLAN = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'public',
  'venue',
  'demo-plan.svg',
);
const VERSION_CHARS = 12;

/** A plan's version: a hash of its content, so a new drawing gets a new URL. */
export const planVersionOf = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, VERSION_CHARS);

/** The organiser's plan under a data directory (README "Venue map"). */
export const organiserPlanPath = (dataDir: string) => path.join(dataDir, 'venue', 'plan.svg');

async function statFile(file: string) {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

export function createPlanSource(dataDir: string): PlanSource {
  const organiser = organiserPlanPath(dataDir);
  let cached: { file: string; stamp: string; plan: PlanFile } | null = null;
  return {
    async load() {
      const own = await statFile(organiser);
      const file = own ? organiser : DEMO_PLAN;
      const stat = own ?? (await fs.stat(DEMO_PLAN));
      const stamp = `${stat.size}:${stat.mtimeMs}`;
      if (cached?.file === file && cached.stamp === stamp) return cached.plan;
      const bytes = await fs.readFile(file);
      const plan: PlanFile = {
        bytes,
        version: planVersionOf(bytes),
        box: readPlanBox(bytes.toString('utf8')),
      };
      cached = { file, stamp, plan };
      return plan;
    },
  };
}
