// What a programme page the server rendered came with (issue 26, server/plugins/client.ts): the
// programme it was drawn from and the instant it was drawn at, read from #root's data-programme and
// data-at, so the first render (the hydration) draws the same markup: the same sessions, and "now",
// "next" and the opening day of that instant. The build's renderer (src/prerender.tsx) sets them
// before each render. Dropped once the network's programme arrives. Only the public programme
// screens read it (a signed-in visitor's page is drawn afresh: main.tsx), so the signed-in
// shell's reminders never load it.
import { readProgramme, toProgramme } from '../api/programme.ts';
import type { ServedProgramme } from './use-programme.ts';

/** undefined: #root not read yet. */
let served: ServedProgramme | null | undefined;

function parse(programme: unknown, at: unknown): ServedProgramme | null {
  try {
    const instant = new Date(typeof at === 'string' ? at : Number.NaN);
    if (Number.isNaN(instant.getTime())) return null;
    return { programme: toProgramme(programme), at: instant, read: () => readAfter(instant) };
  } catch {
    return null; // a malformed page: the app reads the programme as on any other page
  }
}

/** The programme's readings, less a cached copy stored before the page was drawn (older than it). */
async function* readAfter(at: Date): ReturnType<typeof readProgramme> {
  for await (const reading of readProgramme()) {
    if (reading.source === 'network') served = null;
    else if (reading.storedAt <= at) continue;
    yield reading;
  }
}

/** The renderer's: the page about to be drawn is drawn from `programme` (null: none) at `at`. */
export function adoptServedProgramme(programme: unknown, at: string | undefined): void {
  served = programme === null || programme === undefined ? null : parse(programme, at);
}

/** The programme this page was drawn from, or null (none, or the network's has replaced it). */
export function servedProgramme(): ServedProgramme | null {
  if (served === undefined) {
    const data = typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset;
    try {
      served = data?.programme && data.at ? parse(JSON.parse(data.programme), JSON.parse(data.at)) : null;
    } catch {
      served = null;
    }
  }
  return served;
}
