// The sponsor's consent to the organiser's leads export (issue 29): off until the sponsor turns it
// on here. Saved online only, like the tag list: one company-wide choice, never merged from phones.
import { useState } from 'react';
import own from './lead-consent.module.css';
import styles from './visitors.module.css';

type LeadConsentFormProps = { shares: boolean; onSave: (shares: boolean) => Promise<string | null> };

export function LeadConsentForm({ shares, onSave }: LeadConsentFormProps) {
  const [status, setStatus] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  async function save(next: boolean) {
    setIsSaving(true);
    const problem = await onSave(next);
    setIsSaving(false);
    setStatus(problem ?? (next ? 'The organiser may now export your leads.' : 'Your leads stay yours.'));
  }
  return (
    <details className={styles.tagForm}>
      <summary>Sharing with the organiser ({shares ? 'on' : 'off'})</summary>
      <label className={own.consent}>
        <input
          type="checkbox"
          checked={shares}
          disabled={isSaving}
          onChange={(event) => void save(event.target.checked)}
        />
        <span>
          Let the organiser export our leads (rating, tags, note, follow-up) with the event's data. Off: they
          stay with your company.
        </span>
      </label>
      {status === null ? null : <p role="status">{status}</p>}
    </details>
  );
}
