// Archive or restore, and delete (which the server turns into an archive when the row has
// history). Delete asks once more in place before it is sent.
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <div className={styles.actions}>
      <Button variant="secondary" disabled={isBusy} onClick={() => onArchive(!isArchived)}>
        {isArchived ? t`Restore` : t`Archive`}
      </Button>
      {isConfirming ? (
        <Button variant="secondary" disabled={isBusy} onClick={onDelete}>
          {t`Delete for good (kept if used)`}
        </Button>
      ) : (
        <Button variant="ghost" disabled={isBusy} onClick={() => setIsConfirming(true)}>
          {t`Delete…`}
        </Button>
      )}
    </div>
  );
}
