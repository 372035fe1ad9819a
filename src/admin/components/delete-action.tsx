// Delete a programme row, asking once more in place before it is sent (as archive-actions.tsx
// does): a session's stars and a speaker's or room's place in sessions go with it.
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import styles from './admin.module.css';

type DeleteActionProps = { noun: string; isBusy: boolean; onDelete: () => void };

export function DeleteAction({ noun, isBusy, onDelete }: DeleteActionProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <div className={styles.actions}>
      {isConfirming ? (
        <Button variant="secondary" disabled={isBusy} onClick={onDelete}>
          {`Delete this ${noun} for good`}
        </Button>
      ) : (
        <Button variant="ghost" disabled={isBusy} onClick={() => setIsConfirming(true)}>
          {`Delete ${noun}…`}
        </Button>
      )}
    </div>
  );
}
