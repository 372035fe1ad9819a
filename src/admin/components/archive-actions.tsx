// Archive or restore, and delete (which the server turns into an archive when the row has
// history). Delete asks once more in place before it is sent.
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import styles from './admin.module.css';

type ArchiveActionsProps = {
  isArchived: boolean;
  isBusy: boolean;
  onArchive: (isArchived: boolean) => void;
  onDelete: () => void;
};

export function ArchiveActions({ isArchived, isBusy, onArchive, onDelete }: ArchiveActionsProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <div className={styles.actions}>
      <Button variant="secondary" disabled={isBusy} onClick={() => onArchive(!isArchived)}>
        {isArchived ? 'Restore' : 'Archive'}
      </Button>
      {isConfirming ? (
        <Button variant="secondary" disabled={isBusy} onClick={onDelete}>
          Delete for good (kept if used)
        </Button>
      ) : (
        <Button variant="ghost" disabled={isBusy} onClick={() => setIsConfirming(true)}>
          Delete…
        </Button>
      )}
    </div>
  );
}
