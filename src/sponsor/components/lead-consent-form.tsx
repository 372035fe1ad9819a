// The sponsor's consent to the organiser's leads export (issue 29): off until the sponsor turns it
// on here. Saved online only, like the tag list: one company-wide choice, never merged from phones.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import own from './lead-consent.module.css';
import styles from './visitors.module.css';

type LeadConsentFormProps = { shares: boolean; onSave: (shares: boolean) => Promise<string | null> };

export function LeadConsentForm({ shares, onSave }: LeadConsentFormProps) {
  const { t } = useLingui();
  const [status, setStatus] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  /** The choice as the sponsor just made it, shown while it is saved; null: the server's. */
  const [chosen, setChosen] = useState<boolean | null>(null);
  async function save(next: boolean) {
    setChosen(next);
    setIsSaving(true);
    const problem = await onSave(next);
    setIsSaving(false);
    setChosen(problem === null ? next : null);
    setStatus(problem ?? (next ? t`The organiser may now export your leads.` : t`Your leads stay yours.`));
  }
  return (
    <details className={styles.tagForm}>
      <summary>
        {(chosen ?? shares) ? t`Sharing with the organiser (on)` : t`Sharing with the organiser (off)`}
      </summary>
      <label className={own.consent}>
        <input
          type="checkbox"
          checked={chosen ?? shares}
          disabled={isSaving}
          onChange={(event) => void save(event.target.checked)}
        />
        <span>
          <Trans>
            Let the organiser export our leads (rating, tags, note, follow-up) with the event's data. Off:
            they stay with your company.
          </Trans>
        </span>
      </label>
      {status === null ? null : <p role="status">{status}</p>}
    </details>
  );
}
