// Reminders of starred sessions while the app is open: `onRemind` is called once per session,
// REMINDER_LEAD_MS before it starts (or at once, if the app opens within that lead). No DOM: the
// hook (use-reminders.ts) decides between a notification and the in-app banner. Time comes from
// Date.now and setTimeout only, so the tests drive it with vitest's fake timers.
import type { ProgrammeSession } from '../api/programme.ts';
import { REMINDER_LEAD_MS, REMINDER_RECHECK_MS } from './programme-constants.ts';

/** Sessions to remind of at `now`: within their lead, not started, not reminded yet. */
export function remindersDue(
  sessions: readonly ProgrammeSession[],
  now: number,
  reminded: ReadonlySet<string>,
  leadMs: number = REMINDER_LEAD_MS,
): ProgrammeSession[] {
  return sessions.filter(
    (s) => !reminded.has(s.id) && s.start.getTime() - leadMs <= now && now < s.start.getTime(),
  );
}

/** When the next reminder falls due after `now`, or null when none will. */
export function nextReminderAt(
  sessions: readonly ProgrammeSession[],
  now: number,
  reminded: ReadonlySet<string>,
  leadMs: number = REMINDER_LEAD_MS,
): number | null {
  const times = sessions
    .filter((s) => !reminded.has(s.id))
    .map((s) => s.start.getTime() - leadMs)
    .filter((at) => at > now);
  return times.length === 0 ? null : Math.min(...times);
}

export type ReminderOptions = {
  /** Ids already reminded of (kept across reloads by the caller); updated as reminders fire. */
  reminded: Set<string>;
  leadMs?: number;
};

/** Starts the reminder clock over `sessions`; returns its stop. */
export function startReminders(
  sessions: readonly ProgrammeSession[],
  onRemind: (session: ProgrammeSession) => void,
  { reminded, leadMs = REMINDER_LEAD_MS }: ReminderOptions,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const now = Date.now();
    for (const session of remindersDue(sessions, now, reminded, leadMs)) {
      reminded.add(session.id);
      onRemind(session);
    }
    const next = nextReminderAt(sessions, now, reminded, leadMs);
    if (next !== null) timer = setTimeout(check, Math.min(next - now, REMINDER_RECHECK_MS));
  };
  check();
  return () => clearTimeout(timer);
}
