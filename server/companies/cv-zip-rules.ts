// Entry names of the CV zip (provider-api.md §3 "CVs": one `<nickname>.pdf` per CV). Pure.
import { cvFilename } from '../accounts/profile-rules.ts';

/**
 * `<nickname>.pdf` for each CV in order; a name already taken (two staff without a nickname, a
 * staff member sharing an attendee's nickname) gets `-2`, `-3`, … so no entry hides another.
 */
export function zipEntryNames(nicknames: readonly (string | null)[]): string[] {
  const taken = new Set<string>();
  return nicknames.map((nickname) => {
    const base = cvFilename(nickname).slice(0, -'.pdf'.length);
    let name = `${base}.pdf`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}.pdf`;
    taken.add(name.toLowerCase());
    return name;
  });
}
