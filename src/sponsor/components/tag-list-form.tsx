// The company's own tag list (issue 29), folded away under "Your tags": one line, commas between
// tags. Saved online only (a list changed offline on two phones would have no single answer).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import styles from './visitors.module.css';

type TagListFormProps = { tags: readonly string[]; onSave: (tags: string[]) => Promise<string | null> };

export function TagListForm({ tags, onSave }: TagListFormProps) {
  const { t } = useLingui();
  const [text, setText] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const value = text ?? tags.join(', ');
  const tagCount = tags.length;
  async function save() {
    setIsSaving(true);
    const problem = await onSave(value.split(','));
    setIsSaving(false);
    setStatus(problem ?? t`Tags saved.`);
    if (problem === null) setText(null);
  }
  return (
    <details className={styles.tagForm}>
      <summary>{t`Your tags (${tagCount})`}</summary>
      <label className={styles.search}>
        <span>
          <Trans>Tags your booth staff can give visitors, separated by commas</Trans>
        </span>
        <input
          className={styles.searchInput}
          value={value}
          placeholder={t`backend, hiring, workshop`}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <Button variant="secondary" onClick={() => void save()} isBusy={isSaving} busyLabel={t`Saving…`}>
        <Trans>Save tags</Trans>
      </Button>
      {status === null ? null : <p role="status">{status}</p>}
    </details>
  );
}
