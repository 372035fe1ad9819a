// The nickname's check before a profile write is sent (the server checks again). Its own module,
// imported on submit: the rule's script tables (#contract/nickname) stay out of the profile
// screen's first load (DESIGN.md §7). Pure.
import { NICKNAME_PROBLEM_TEXT, nicknameProblem } from '#contract/nickname';

/** The server's rule (#contract/nickname), on the NFC form the server stores (issue 23). */
export function nicknameError(value: string): string | null {
  if (value.trim() === '') return 'Enter a nickname';
  const problem = nicknameProblem(value.normalize('NFC'));
  return problem === null ? null : NICKNAME_PROBLEM_TEXT[problem];
}
