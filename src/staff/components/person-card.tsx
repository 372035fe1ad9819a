// An identified attendee: picture, name, @nickname and email (a mailto link).
import { useLingui } from '@lingui/react/macro';
import type { PublicAttendee } from '../../api/attendees.ts';
import { Avatar } from '../../ui/avatar.tsx';
import styles from './person-card.module.css';

export function PersonCard({ person, isLarge = false }: { person: PublicAttendee; isLarge?: boolean }) {
  const { t } = useLingui();
  const name = person.name ?? person.nickname ?? t`Unnamed attendee`;
  return (
    <article className={styles.card} data-large={isLarge} aria-label={name}>
      <Avatar src={person.avatar} name={name} size={isLarge ? 96 : 48} alt="" />
      <div className={styles.text}>
        <p className={styles.name}>{name}</p>
        {person.nickname ? <p className={styles.detail}>@{person.nickname}</p> : null}
        {person.email ? (
          <a className={styles.email} href={`mailto:${person.email}`}>
            {person.email}
          </a>
        ) : null}
      </div>
    </article>
  );
}
