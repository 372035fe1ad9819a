// Who this attendee is: picture, name, nickname, badge count (and email for staff, who get it).
import type { PublicAttendee } from '../../../api/attendees.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import styles from './attendee.module.css';

export function AttendeeHeader({ attendee }: { attendee: PublicAttendee }) {
  const name = attendee.name ?? attendee.nickname ?? 'Attendee';
  return (
    <header className={styles.header}>
      <Avatar src={attendee.avatar} name={name} size={112} alt={`${name}'s picture`} />
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
          <strong>{attendee.badgeCount}</strong> {attendee.badgeCount === 1 ? 'badge' : 'badges'}
        </p>
      </div>
    </header>
  );
}
