// Which row of a console list is open: none, the create form, or one row by id. Opening another
// clears the last write's notice and field errors, so they never speak of a form no longer shown.
// `list` is what the catalogue page shows of it.
import { useState } from 'react';
import type { ConsoleAction, Notice } from './use-admin-action.ts';

/** null: nothing open; 'new': the create form; a number: that row's form. */
export type Editing = null | 'new' | number;

/** A catalogue page's list: its rows, the last write's notice, the open row, and how to pick one. */
export type EditedList<T> = {
  rows: readonly T[] | null;
  notice: Notice | null;
  editing: Editing;
  onPick: (next: Editing) => void;
};

/** `onPick`: what else a pick forgets (a badge's template, a sponsor's fresh link). */
export function useEditing<T extends { id: number }>(
  rows: readonly T[] | null,
  action: ConsoleAction,
  onPick?: () => void,
) {
  const [editing, setEditing] = useState<Editing>(null);
  const open = typeof editing === 'number' ? (rows?.find((row) => row.id === editing) ?? null) : null;
  const pick = (next: Editing) => {
    action.clear();
    onPick?.();
    setEditing(next);
  };
  const list: EditedList<T> = { rows, notice: action.notice, editing, onPick: pick };
  return { editing, setEditing, open, pick, list };
}
