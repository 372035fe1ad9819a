// The lead of the visitor just scanned (issue 29), beside the booth scanner: rate, tag, note and
// mark a follow-up while the visitor is still there, offline too (each edit waits in the outbox
// behind the scan itself, so the server has the visit before the edit).
import { Trans, useLingui } from '@lingui/react/macro';
import type { ScannedVisitor } from '../use-booth-scans.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { BoothMemberField } from './booth-member-field.tsx';
import { LeadEditor } from './lead-editor.tsx';
import styles from './lead-sheet.module.css';
import { useLeads } from './use-leads.ts';

type ScanLeadPanelProps = { userKey: string; visitor: ScannedVisitor };

export function ScanLeadPanel({ userKey, visitor }: ScanLeadPanelProps) {
  const { t } = useLingui();
  // Only this visitor's lead (issue 28); the tag list comes cached for offline (use-leads.ts).
  const leads = useLeads(userKey, [visitor.attendeeId]);
  const lead = leads.leadOf(visitor.attendeeId, visitor.who, visitor.at);
  return (
    <section className={styles.panel} aria-label={t`Last visitor`}>
      <h2 className={styles.title}>{lead.name ?? visitor.who}</h2>
      <p className={styles.meta}>
        <Trans>Rate, tag and note this visitor. Saved on this phone first.</Trans>
      </p>
      {leads.problem === null ? null : <FormAlert tone="error" title={leads.problem} />}
      <BoothMemberField />
      <LeadEditor
        key={visitor.attendeeId}
        lead={lead}
        tags={leads.tags}
        onEdit={(change) => leads.edit(lead, change)}
      />
    </section>
  );
}
