// Hands a file the page holds (a download read with its progress, a CSV built here) to the
// browser's downloads, under `filename`.

/** NOTE: the object URL is kept a while after the click: some browsers read it late. */
const REVOKE_AFTER_MS = 10_000;

export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
