// Under an open badge code: who used it and when (read again whenever its count of uses changes),
// then Disable or Enable, and Delete, which asks once more and disables instead once the code was
// used, so its record stays.
import { useState } from 'react';
import { readCodeUses, type ConsoleCode } from '../api/codes.ts';
import { Button } from '../../ui/button.tsx';
import { pageStyles } from '../../ui/screen-header.tsx';
import { useReading } from '../../ui/use-reading.ts';
import { formatShort } from '../local-time.ts';
import styles from './admin.module.css';

type CodeUsesProps = {
  code: ConsoleCode;
  isBusy: boolean;
  onDisable: (isDisabled: boolean) => void;
  onDelete: () => void;
};

export function CodeUses({ code, isBusy, onDisable, onDelete }: CodeUsesProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const reading = useReading(`code-uses:${code.code}:${code.uses}`, () => readCodeUses(code.code));
  const uses = reading.data ?? [];
  const limit = code.useLimit === null ? '' : ` of ${code.useLimit}`;
  return (
    <section className={styles.usesSection} aria-label="Uses of this code">
      <h3 className={styles.formTitle}>{`Used by ${code.uses}${limit}`}</h3>
      {code.uses === 0 ? (
        <p className={pageStyles.muted}>Nobody has used it yet.</p>
      ) : (
        <ul className={styles.uses}>
          {uses.map((use) => (
            <li key={`${use.nickname}-${use.at}`}>
              <span className={styles.name}>{use.nickname ?? 'an attendee'}</span>{' '}
              <span className={styles.meta}>{formatShort(use.at)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={isBusy} onClick={() => onDisable(code.disabledAt === null)}>
          {code.disabledAt === null ? 'Disable' : 'Enable'}
        </Button>
        {isConfirming ? (
          <Button variant="secondary" disabled={isBusy} onClick={onDelete}>
            {code.uses > 0 ? 'Delete for good (disabled, as it was used)' : 'Delete for good'}
          </Button>
        ) : (
          <Button variant="ghost" disabled={isBusy} onClick={() => setIsConfirming(true)}>
            Delete…
          </Button>
        )}
      </div>
    </section>
  );
}
