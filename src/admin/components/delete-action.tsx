// Delete a programme row, asking once more in place before it is sent (as archive-actions.tsx
// does): a session's stars and a speaker's or room's place in sessions go with it.
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import styles from './admin.module.css';

/** `noun`: what is deleted, in lower case (each known noun has its own words, for gender). */
type DeleteActionProps = { noun: string; isBusy: boolean; onDelete: () => void };

export function DeleteAction({ noun, isBusy, onDelete }: DeleteActionProps) {
  const { t } = useLingui();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <div className={styles.actions}>
      {isConfirming ? (
        <Button variant="secondary" disabled={isBusy} onClick={onDelete}>
          {t`${select(noun, {
            session: 'Delete this session for good',
            speaker: 'Delete this speaker for good',
            room: 'Delete this room for good',
            course: 'Delete this course for good',
            other: `Delete this ${noun} for good`,
          })}`}
        </Button>
      ) : (
        <Button variant="ghost" disabled={isBusy} onClick={() => setIsConfirming(true)}>
          {t`${select(noun, {
            session: 'Delete session…',
            speaker: 'Delete speaker…',
            room: 'Delete room…',
            course: 'Delete course…',
            other: `Delete ${noun}…`,
          })}`}
        </Button>
      )}
    </div>
  );
}
