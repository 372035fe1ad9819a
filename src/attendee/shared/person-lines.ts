// How a person is named in a list row (leaderboard, badge owners): the name with the @nickname
// under it, or the nickname alone, or a neutral word. Pure. Other attendees get the nickname in
// `name` (issue 23: public lists never show a real name), which then shows once. The neutral word
// is in the active language.
import { t } from '@lingui/core/macro';

export type PersonNames = { nickname: string | null; name: string | null };

/** What a row says: the name, with the @nickname under it (or the nickname alone). */
export function personLines({ nickname, name }: PersonNames): { primary: string; secondary: string | null } {
  const handle = nickname === null || nickname === '' ? null : `@${nickname}`;
  if (name !== null && name.trim() !== '' && name !== nickname) return { primary: name, secondary: handle };
  return { primary: handle ?? t`Attendee`, secondary: null };
}
