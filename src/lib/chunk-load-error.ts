// Whether an error is a lazy screen's code failing to load rather than a bug in it: the browser's
// dynamic import() refusal, or Vite's preload of the chunk's CSS failing. Pure, by message,
// because browsers throw a plain TypeError with their own wording.

/**
 * Chromium: "Failed to fetch dynamically imported module: …"; Firefox: "error loading dynamically
 * imported module: …"; Safari: "Importing a module script failed."; Vite: "Unable to preload CSS for …".
 */
const CHUNK_LOAD_MESSAGE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_MESSAGE.test(error.message);
}
