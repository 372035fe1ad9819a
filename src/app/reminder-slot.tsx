// The reminders of the attendee's starred sessions in the signed-in shell (issue 22), so one shows
// on any screen, not only the schedule. The shell imports this module once its first screen is up
// (deferred JS, DESIGN.md §7): reminders are minutes ahead, so the wait changes nothing.
import { ReminderBanner } from '../programme/components/reminder-banner.tsx';
import { useMyProgramme } from '../programme/use-my-programme.ts';
import { useProgramme } from '../programme/use-programme.ts';
import { useReminders } from '../programme/use-reminders.ts';

export function ReminderSlot() {
  const { data, index } = useProgramme();
  const mine = useMyProgramme(data, index);
  const { banner, dismiss } = useReminders(mine.sessions, mine.describe);
  return banner === null ? null : (
    <ReminderBanner session={banner} where={mine.describe(banner)} onDismiss={dismiss} />
  );
}
