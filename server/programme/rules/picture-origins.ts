// The origins the pages may load speaker pictures from (issue 22): the https origins of the
// programme's `speakers.picture` links, for the documents' CSP img-src. Pure.
//
// Only https, or http on the loopback host (what browsers count as a secure context: the tests'
// picture server), never another http host (mixed content on the https app, readable and
// changeable on the way); at most MAX_PICTURE_ORIGINS, the most used first, so
// an export with a picture on every speaker's own site cannot turn img-src into a long list.

export const MAX_PICTURE_ORIGINS = 20;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The https origin of `link`, or null (not a URL, another scheme, credentials in it). */
function httpsOrigin(link: string): string | null {
  try {
    const url = new URL(link);
    const isLoopback = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
    if ((url.protocol !== 'https:' && !isLoopback) || url.username !== '' || url.password !== '') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Distinct https (or loopback) origins of `pictures`, the most used first (then by name), at most 20. */
export function pictureOrigins(pictures: readonly string[]): string[] {
  const uses = new Map<string, number>();
  for (const picture of pictures) {
    const origin = httpsOrigin(picture);
    if (origin !== null) uses.set(origin, (uses.get(origin) ?? 0) + 1);
  }
  return [...uses]
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .slice(0, MAX_PICTURE_ORIGINS)
    .map(([origin]) => origin)
    .sort();
}
