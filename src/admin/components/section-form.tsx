// The frame of every console form: its accessible name ("Edit Aurora", "New badge"), its title, the
// fields it is given, Save (or Create) and Cancel, then what goes under the buttons (archive
// actions, a sponsor's account). It stops the browser's own submit; the form inside builds the
// body and the server judges it. It takes focus when it opens; Escape closes it and focus goes back
// to what opened it (ui/focus.ts).
import { useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { useOpenedPanel } from '../../ui/focus.ts';
import styles from './admin.module.css';

/** The props every console form takes besides its row; `children` go under its buttons. */
export type FormFrameProps<Body> = {
  errors: Record<string, string>;
  isBusy: boolean;
  onSave: (fields: Body) => void;
  onCancel: () => void;
  children?: ReactNode;
};

type ConsoleFormProps = {
  /** What the form saves, in lower case: "badge". */
  noun: string;
  /** The name of the row it edits; null on the create form. */
  rowName: string | null;
  /** The form's own props: busy, Cancel, and what goes under the buttons. */
  frame: Pick<FormFrameProps<never>, 'isBusy' | 'onCancel' | 'children'>;
  /** When true, Save stays off (a sponsor with no booth badge to give). */
  isBlocked?: boolean;
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
};

export function ConsoleForm({ noun, rowName, frame, isBlocked, onSubmit, children }: ConsoleFormProps) {
  const { isBusy, onCancel } = frame;
  const isNew = rowName === null;
  const formRef = useRef<HTMLFormElement>(null);
  const onKeyDown = useOpenedPanel(formRef, onCancel);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      aria-label={isNew ? `New ${noun}` : `Edit ${rowName}`}
    >
      <h2 className={styles.formTitle}>{isNew ? `New ${noun}` : `Edit ${noun}`}</h2>
      {children}
      <div className={styles.actions}>
        <Button type="submit" isBusy={isBusy} busyLabel="Saving…" disabled={isBlocked}>
          {isNew ? `Create ${noun}` : `Save ${noun}`}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {frame.children}
    </form>
  );
}
