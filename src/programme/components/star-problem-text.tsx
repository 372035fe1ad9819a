// What the attendee reads when a star did not stick (use-stars.ts): said by the screen showing it.
import { useLingui } from '@lingui/react/macro';
import type { StarProblem } from '../star-state.ts';

export function StarProblemText({ problem }: { problem: StarProblem }) {
  const { t } = useLingui();
  if (problem.kind === 'offline') {
    return t`No connection, and this browser cannot keep the star for later. Try again online.`;
  }
  const { title } = problem;
  return problem.isStarred
    ? t`“${title}” could not be starred. Try again.`
    : t`“${title}” could not be unstarred. Try again.`;
}
