// The floor plan of the venue map: the organiser's plan in the upload store (the key
// venue/plan.svg, in the database, so every server process serves the same one; issue 28) when
// there is one, else the demo plan shipped in public/venue/. The stored plan is read again only
// when its object changes (a new blob id each time it is placed: one small row read per call), so
// GET /api/venue stays cheap; its version (a content hash) goes into the plan's URL because the
// service worker caches images cache-first by full URL (sw/routes.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPlanBox, type PlanBox } from './rules.ts';
import type { UploadStore } from '../uploads/storage.ts';

export type PlanFile = {
  bytes: Buffer;
  /** Changes whenever the content does. */
  version: string;
  /** Null when the SVG states no size: the map cannot place booths on it. */
  box: PlanBox | null;
  /** True for the shipped demo plan: the organiser has placed none. */
  isDemo: boolean;
};

export type PlanSource = { load: () => Promise<PlanFile> };

const DEMO_PLAN = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'public',
  'venue',
  'demo-plan.svg',
);
const VERSION_CHARS = 12;
/** A read that met a replacement midway is tried again, this many times in all. */
const READ_TRIES = 3;

/** A plan's version: a hash of its content, so a new drawing gets a new URL. */
export const planVersionOf = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, VERSION_CHARS);

/** The organiser's plan an older version kept on disk; uploads/move-plan.ts moves it into the store. */
export const diskPlanPath = (dataDir: string) => path.join(dataDir, 'venue', 'plan.svg');

type PlanStore = Pick<UploadStore, 'find' | 'open' | 'planKey'>;

const planOf = (bytes: Buffer, isDemo: boolean): PlanFile => ({
  bytes,
  version: planVersionOf(bytes),
  box: readPlanBox(bytes.toString('utf8')),
  isDemo,
});

export function createPlanSource(store: PlanStore): PlanSource {
  let cached: { stamp: string; plan: PlanFile } | null = null;

  async function readStored(): Promise<PlanFile | null> {
    for (let attempt = 1; ; attempt += 1) {
      const object = await store.find(store.planKey);
      if (object === null) return null;
      const stamp = `store:${object.blobId}`;
      if (cached?.stamp === stamp) return cached.plan;
      try {
        const parts: Buffer[] = [];
        for await (const part of store.open(object)) parts.push(part as Buffer);
        const plan = planOf(Buffer.concat(parts), false);
        cached = { stamp, plan };
        return plan;
      } catch (err) {
        // Replaced while being read: the next find sees the new one.
        if (attempt >= READ_TRIES) throw err;
      }
    }
  }

  return {
    async load() {
      const stored = await readStored();
      if (stored) return stored;
      const stat = await fs.stat(DEMO_PLAN);
      const stamp = `demo:${stat.size}:${stat.mtimeMs}`;
      if (cached?.stamp === stamp) return cached.plan;
      const plan = planOf(await fs.readFile(DEMO_PLAN), true);
      cached = { stamp, plan };
      return plan;
    },
  };
}
