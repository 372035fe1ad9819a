// The People section's staff half (issue 13): invite a member (their set-password link shown
// once, with a copy button, its end, and mailed when the server can), and every member with their
// admin flag and, until they set a password, until when their link works and "New link" (issue
// 23). Nobody can remove their own flag (the server refuses it too), so the event keeps an admin.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  inviteStaff,
  readConsoleStaff,
  renewStaffLink,
  setStaffAdmin,
  type ConsoleStaff,
  type InvitationLink,
} from '../api/people.ts';
import { Button } from '../../ui/button.tsx';
import { pageStyles } from '../../ui/screen-header.tsx';
import { useReading } from '../../ui/use-reading.ts';
import { useConsoleAction } from '../use-admin-action.ts';
import { InviteForm } from './invite-form.tsx';
import { InviteLink, linkStatus } from './invite-link.tsx';
import rows from './admin.module.css';
import panels from './panels.module.css';
import styles from './people.module.css';
import { SectionLoad } from './section-load.tsx';
import { ActionNotice } from './action-notice.tsx';

export function StaffPanel({ userKey }: { userKey: string | null }) {
  const { t } = useLingui();
  const reading = useReading(userKey === null ? null : `console-staff:${userKey}`, () =>
    readConsoleStaff(userKey ?? ''),
  );
  const action = useConsoleAction();
  const [invited, setInvited] = useState<InvitationLink | null>(null);
  const members = reading.data;

  const invite = (email: string, isAdmin: boolean) => {
    setInvited(null);
    return action.run(async () => {
      const made = await inviteStaff(email, isAdmin);
      setInvited(made.invitation);
      const staffEmail = made.staff.email;
      return t`${staffEmail} invited`;
    }, reading.reload);
  };

  const renew = (member: ConsoleStaff) => {
    setInvited(null);
    void action.run(async () => {
      const made = await renewStaffLink(member.id);
      setInvited(made.invitation);
      const email = member.email;
      return t`New link for ${email}: the older one no longer works`;
    }, reading.reload);
  };

  const toggle = (member: ConsoleStaff) =>
    void action.run(async () => {
      await setStaffAdmin(member.id, !member.isAdmin);
      const email = member.email;
      return member.isAdmin ? t`${email} is no longer an admin` : t`${email} is now an admin`;
    }, reading.reload);

  return (
    <section className={panels.panel} aria-labelledby="staff-title">
      <h2 id="staff-title" className={pageStyles.sectionTitle}>
        <Trans>Staff</Trans> {members ? <span className={styles.count}>{members.length}</span> : null}
      </h2>
      <ActionNotice notice={action.notice}>
        {action.fieldErrors.is_admin ?? action.fieldErrors.account}
      </ActionNotice>
      {invited ? (
        <div className={styles.invited}>
          <InviteLink {...invited} />
        </div>
      ) : null}
      <InviteForm isBusy={action.isBusy} error={action.fieldErrors.email} onInvite={invite} />
      <SectionLoad data={members} reading={reading} what={t`the staff`} skeletonClass={styles.skeleton}>
        {(members) => (
          <ul className={rows.list}>
            {members.map((member) => {
              const link = linkStatus(member);
              return (
                <li key={member.id} className={styles.item}>
                  <span className={rows.rowMain}>
                    <span className={rows.name}>{member.nickname ?? member.email}</span>
                    <span className={`${rows.meta} ${styles.wrap}`}>{member.email}</span>
                    <span className={styles.tags}>
                      {member.isAdmin ? (
                        <span className={`${rows.tag} ${styles.tagStrong}`}>
                          <Trans>Admin</Trans>
                        </span>
                      ) : null}
                      {member.isYou ? (
                        <span className={rows.tag}>
                          <Trans>You</Trans>
                        </span>
                      ) : null}
                      {member.hasPassword ? null : (
                        <span className={`${rows.tag} ${styles.tagWarn}`}>
                          <Trans>No password yet</Trans>
                        </span>
                      )}
                    </span>
                    {link ? (
                      <span className={`${rows.meta} ${link.isExpired ? styles.linkExpired : ''}`}>
                        {link.text}
                      </span>
                    ) : null}
                  </span>
                  <span className={styles.rowActions}>
                    {link ? (
                      <Button variant="secondary" disabled={action.isBusy} onClick={() => renew(member)}>
                        <Trans>New link</Trans>
                      </Button>
                    ) : null}
                    {member.isYou && member.isAdmin ? null : (
                      <Button variant="ghost" disabled={action.isBusy} onClick={() => toggle(member)}>
                        {member.isAdmin ? t`Remove admin` : t`Make admin`}
                      </Button>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </SectionLoad>
    </section>
  );
}
