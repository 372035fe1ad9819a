// Under an open badge code: who used it and when (read again whenever its count of uses changes),
// then Disable or Enable, and Delete, which asks once more and disables instead once the code was
// used, so its record stays.
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [isConfirming, setIsConfirming] = useState(false);
  const reading = useReading(`code-uses:${code.code}:${code.uses}`, () => readCodeUses(code.code));
  const uses = reading.data ?? [];
  const { uses: count, useLimit } = code;
  return (
    <section className={styles.usesSection} aria-label={t`Uses of this code`}>
      <h3 className={styles.formTitle}>
        {useLimit === null ? t`Used by ${count}` : t`Used by ${count} of ${useLimit}`}
      </h3>
      {code.uses === 0 ? (
        <p className={pageStyles.muted}>
          <Trans>Nobody has used it yet.</Trans>
        </p>
      ) : (
        <ul className={styles.uses}>
          {uses.map((use) => (
            <li key={`${use.nickname}-${use.at}`}>
              <span className={styles.name}>{use.nickname ?? t`an attendee`}</span>{' '}
              <span className={styles.meta}>{formatShort(use.at)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={isBusy} onClick={() => onDisable(code.disabledAt === null)}>
          {code.disabledAt === null ? t`Disable` : t`Enable`}
        </Button>
        {isConfirming ? (
          <Button variant="secondary" disabled={isBusy} onClick={onDelete}>
            {code.uses > 0 ? t`Delete for good (disabled, as it was used)` : t`Delete for good`}
          </Button>
        ) : (
          <Button variant="ghost" disabled={isBusy} onClick={() => setIsConfirming(true)}>
            <Trans>Delete…</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
