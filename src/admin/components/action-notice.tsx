// The last console write's notice (use-admin-action.ts), shown in place (DESIGN.md §9).
import type { ReactNode } from 'react';
import { FormAlert } from '../../ui/form-alert.tsx';
import type { Notice } from '../use-admin-action.ts';

/** `children` stands in for the notice's detail (a link to print what was made). */
export function ActionNotice({ notice, children }: { notice: Notice | null; children?: ReactNode }) {
  if (notice === null) return null;
  return (
    <FormAlert tone={notice.tone} title={notice.title}>
      {children ?? notice.detail}
    </FormAlert>
  );
}
