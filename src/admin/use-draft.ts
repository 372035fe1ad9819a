// A console form's draft: its fields as typed so far, text as the inputs hold it (numbers too,
// turned into numbers on submit) and booleans for checkboxes. `bind` hands a text field or a
// select its value and onChange, `toggle` a checkbox its checked and onChange.
import { useState } from 'react';

type Draft = Record<string, string | boolean>;

/** What `bind` hands a field: its text and how it changes. */
export type BoundText = { value: string; onChange: (event: { target: { value: string } }) => void };
type KeysOf<D extends Draft, V> = { [K in keyof D]: D[K] extends V ? K : never }[keyof D];

export function useDraft<D extends Draft>(initial: () => D) {
  const [draft, setDraft] = useState(initial);
  const bind = (key: KeysOf<D, string>): BoundText => ({
    value: String(draft[key]),
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.value })),
  });
  const toggle = (key: KeysOf<D, boolean>) => ({
    checked: draft[key] === true,
    onChange: (event: { target: { checked: boolean } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.checked })),
  });
  /** Several fields at once (a badge's four times from its slot). */
  const set = (fields: Partial<D>) => setDraft((d) => ({ ...d, ...fields }));
  return { draft, bind, toggle, set };
}
