// Every timing of the programme screens in one place (STYLE.md): the reminder before a starred
// session, how far ahead "next" reaches, and how often the clock that drives them ticks.

/** NOTE: a reminder fires this long before a starred session starts: time to walk to the room. */
export const REMINDER_LEAD_MS = 5 * 60_000;
/**
 * NOTE: the reminder timer never sleeps longer than this, so a phone that slept (timers paused)
 * or a clock change is caught up within this delay, and no timeout exceeds setTimeout's range.
 */
export const REMINDER_RECHECK_MS = 60_000;
/** "Next" shows at the top only when it starts within this window (not overnight, not next week). */
export const NEXT_WINDOW_MS = 3 * 60 * 60_000;
/** How often "now" and "next" are worked out again while a screen shows them. */
export const CLOCK_TICK_MS = 30_000;
/** The in-app reminder banner stays until dismissed, or this long. */
export const REMINDER_BANNER_MS = 10 * 60_000;
