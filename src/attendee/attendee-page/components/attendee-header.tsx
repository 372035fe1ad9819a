// Who this attendee is: picture, name, nickname, badge count (and email for staff, who get it).
import { useLingui } from '@lingui/react/macro';
import type { PublicAttendee } from '../../../api/attendees.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import styles from './attendee.module.css';

export function AttendeeHeader({ attendee }: { attendee: PublicAttendee }) {
  const { t } = useLingui();
  const name = attendee.name ?? attendee.nickname ?? t`Attendee`;
  const count = attendee.badgeCount;
  // NOTE: the noun beside the bold number; English and Portuguese both use the singular for 1 only.
  return (
    <header className={styles.header}>
      <Avatar src={attendee.avatar} name={name} size={112} alt={t`${name}'s picture`} />
      <div className={styles.who}>
        <h1 className={styles.name}>{name}</h1>
        {attendee.nickname && attendee.nickname !== name ? (
          <p className={styles.nickname}>@{attendee.nickname}</p>
        ) : null}
        {attendee.email ? (
          <p className={styles.email}>
            <a href={`mailto:${attendee.email}`}>{attendee.email}</a>
          </p>
        ) : null}
        <p className={styles.count}>
          <strong>{count}</strong> {count === 1 ? t`badge` : t`badges`}
        </p>
      </div>
    </header>
  );
}
