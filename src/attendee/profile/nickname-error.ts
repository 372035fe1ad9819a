// The nickname's check before a profile write is sent (the server checks again). Its own module,
// imported on submit: the rule's script tables (#contract/nickname) stay out of the profile
// screen's first load (DESIGN.md §7). Pure; the text is in the active language.
import { t } from '@lingui/core/macro';
import {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  nicknameProblem,
  type NicknameProblem,
} from '#contract/nickname';

function problemText(problem: NicknameProblem): string {
  const min = NICKNAME_MIN_LENGTH;
  const max = NICKNAME_MAX_LENGTH;
  switch (problem) {
    case 'length':
      return t`Use ${min} to ${max} characters`;
    case 'characters':
      return t`Use letters, digits, underscores (_) or hyphens (-): no spaces or symbols`;
    case 'mixed-scripts':
      return t`Use the letters of one alphabet: don't mix, for example, Latin and Cyrillic`;
  }
}

/** The server's rule (#contract/nickname), on the NFC form the server stores (issue 23). */
export function nicknameError(value: string): string | null {
  if (value.trim() === '') return t`Enter a nickname`;
  const problem = nicknameProblem(value.normalize('NFC'));
  return problem === null ? null : problemText(problem);
}
