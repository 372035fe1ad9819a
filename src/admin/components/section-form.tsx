// The frame of every console form: its accessible name ("Edit Aurora", "New badge"), its title, the
// fields it is given, Save (or Create) and Cancel, then what goes under the buttons (archive
// actions, a sponsor's account). It stops the browser's own submit; the form inside builds the
// body and the server judges it. It takes focus when it opens; Escape closes it and focus goes back
// to what opened it (ui/focus.ts).
import { useRef, type FormEvent, type ReactNode } from 'react';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  /** What the form saves, in lower case: "badge" (each known noun has its own words, for gender). */
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
  const { t } = useLingui();
  const { isBusy, onCancel } = frame;
  const isNew = rowName === null;
  const formRef = useRef<HTMLFormElement>(null);
  const onKeyDown = useOpenedPanel(formRef, onCancel);
  const newLabel = t`${select(noun, {
    badge: 'New badge',
    product: 'New product',
    prize: 'New prize',
    sponsor: 'New sponsor',
    code: 'New code',
    course: 'New course',
    session: 'New session',
    speaker: 'New speaker',
    room: 'New room',
    other: `New ${noun}`,
  })}`;
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
      aria-label={isNew ? newLabel : t`Edit ${rowName}`}
    >
      <h2 className={styles.formTitle}>
        {isNew
          ? newLabel
          : t`${select(noun, {
              badge: 'Edit badge',
              product: 'Edit product',
              prize: 'Edit prize',
              sponsor: 'Edit sponsor',
              code: 'Edit code',
              course: 'Edit course',
              session: 'Edit session',
              speaker: 'Edit speaker',
              room: 'Edit room',
              other: `Edit ${noun}`,
            })}`}
      </h2>
      {children}
      <div className={styles.actions}>
        <Button type="submit" isBusy={isBusy} busyLabel={t`Saving…`} disabled={isBlocked}>
          {isNew
            ? t`${select(noun, {
                badge: 'Create badge',
                product: 'Create product',
                prize: 'Create prize',
                sponsor: 'Create sponsor',
                code: 'Create code',
                course: 'Create course',
                session: 'Create session',
                speaker: 'Create speaker',
                room: 'Create room',
                other: `Create ${noun}`,
              })}`
            : t`${select(noun, {
                badge: 'Save badge',
                product: 'Save product',
                prize: 'Save prize',
                sponsor: 'Save sponsor',
                code: 'Save code',
                course: 'Save course',
                session: 'Save session',
                speaker: 'Save speaker',
                room: 'Save room',
                other: `Save ${noun}`,
              })}`}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
      {frame.children}
    </form>
  );
}
