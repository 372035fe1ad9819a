// The one instant the test world lives at: the app's clock starts there and the factories date
// their rows around it, so no test depends on the day the suite runs (issue 6, item 1).
// NOTE: it is inside the test event (TEST_ENV.EVENT_START, its first day), at midday UTC so that a
// ±1 h gifting window never crosses a day in any time zone the suite runs in.
export const TEST_NOW = new Date('2026-11-22T12:00:00Z');

/** TEST_NOW shifted by `offsetMs`, as a new Date. */
export const testTime = (offsetMs = 0): Date => new Date(TEST_NOW.getTime() + offsetMs);
