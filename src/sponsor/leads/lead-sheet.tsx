// A visitor's lead in a modal sheet over the visitors list (issue 29): who, when they were scanned,
// the editor (with the booth member's name) and the visitor's history by booth member. Loaded with its editor on the first tap on a visitor (sponsor chunks only).
import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Lead, LeadEdit } from '../../api/leads.ts';
import { Button } from '../../ui/button.tsx';
import { useUserKey } from '../../session/session-context.ts';
import { BoothMemberField } from './booth-member-field.tsx';
import { LeadEditor } from './lead-editor.tsx';
import { LeadTimeline } from './lead-timeline.tsx';
import styles from './lead-sheet.module.css';

/**
 * A number per lead object: the list makes a new one when an edit is made or the server's leads
 * arrive after it, so the history reads again then (a read before the edit landed is read over).
 */
const versions = new WeakMap<Lead, number>();
let lastVersion = 0;
function versionOf(lead: Lead): string {
  if (!versions.has(lead)) versions.set(lead, ++lastVersion);
  return String(versions.get(lead));
}

type LeadSheetProps = {
  lead: Lead;
  tags: readonly string[];
  onEdit: (change: LeadEdit) => void;
  onClose: () => void;
  /** Saves this visitor's vCard. */
  onVcard: () => void;
};

export function LeadSheet({ lead, tags, onEdit, onClose, onVcard }: LeadSheetProps) {
  const { t, i18n } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
    return () => node?.close();
  }, []);
  const userKey = useUserKey();
  const name = lead.name ?? lead.nickname ?? t`Visitor`;
  const scannedAt = new Intl.DateTimeFormat(i18n.locale, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(lead.visitedAt);
  return (
    <dialog ref={dialog} className={styles.sheet} aria-labelledby="lead-sheet-title" onClose={onClose}>
      <header className={styles.header}>
        <div>
          <h2 id="lead-sheet-title" className={styles.title}>
            {name}
          </h2>
          <p className={styles.meta}>
            {lead.nickname && lead.name ? `@${lead.nickname} · ` : ''}
            {lead.visitedAt.getTime() > 0 ? t`scanned ${scannedAt}` : t`not scanned yet`}
          </p>
        </div>
        <Button variant="ghost" onClick={() => dialog.current?.close()}>
          <Trans>Done</Trans>
        </Button>
      </header>
      <BoothMemberField />
      <LeadEditor lead={lead} tags={tags} onEdit={onEdit} />
      {userKey === null ? null : (
        <LeadTimeline userKey={userKey} attendeeId={lead.attendeeId} version={versionOf(lead)} />
      )}
      <Button variant="secondary" isBlock className={styles.vcard} onClick={onVcard}>
        <Trans>Save vCard</Trans>
      </Button>
    </dialog>
  );
}
