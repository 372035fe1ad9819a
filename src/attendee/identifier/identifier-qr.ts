// What the attendee's own QR holds: `<public_origin>/attendees/<uuid>`, the same link a physical
// card carries (provider-api.md §2 sign-up), so a phone camera opens the public profile and every
// scanner reads the card code from its last segment. Pure.

/** The origin part of `candidate` when it is an http(s) URL, else null. */
function originOf(candidate: string | null): string | null {
  if (candidate === null || candidate.trim() === '') return null;
  try {
    const url = new URL(candidate.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The link to encode. `publicOrigin` comes from GET /api/event (cached); `fallbackOrigin` (the
 * page's own origin) is used before the first answer or if the server sends none.
 */
export function identifierLink(
  publicOrigin: string | null,
  fallbackOrigin: string,
  attendeeId: string,
): string {
  const origin = originOf(publicOrigin) ?? originOf(fallbackOrigin) ?? '';
  return `${origin}/attendees/${encodeURIComponent(attendeeId)}`;
}
