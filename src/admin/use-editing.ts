// Which row of a console list is open: none, the create form, or one row by id. Opening another
// clears the last write's notice and field errors, so they never speak of a form no longer shown.
import { useState } from 'react';
import type { ConsoleAction } from './use-admin-action.ts';

/** null: nothing open; 'new': the create form; a number: that row's form. */
export type Editing = null | 'new' | number;

export function useEditing<T extends { id: number }>(rows: readonly T[] | null, action: ConsoleAction) {
  const [editing, setEditing] = useState<Editing>(null);
  const open = typeof editing === 'number' ? (rows?.find((row) => row.id === editing) ?? null) : null;
  const pick = (next: Editing) => {
    action.clear();
    setEditing(next);
  };
  return { editing, setEditing, open, pick };
}
