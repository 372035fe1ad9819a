// Who holds a badge: each owner links to their page (/attendees/:id); the viewer's own row says
// "You". Long lists show a first screenful and a button for the rest.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BadgeOwner } from '../../../api/badges.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { personLines } from '../../shared/person-lines.ts';
import styles from './badge-owners.module.css';
import page from '../../shared/components/page-frame.module.css';

/** NOTE: a screenful on a phone; the rest are one tap away, not rendered up front. */
const PREVIEW = 12;

const count = new Intl.NumberFormat('en-GB');

export function BadgeOwners({ owners, myId }: { owners: readonly BadgeOwner[]; myId: string | null }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const shown = isExpanded ? owners : owners.slice(0, PREVIEW);
  return (
    <section className={styles.owners} aria-labelledby="owners-title">
      <h2 className={page.sectionTitle} id="owners-title">
        Who has it <span className={styles.total}>{count.format(owners.length)}</span>
      </h2>
      {owners.length === 0 ? (
        <p className={styles.empty}>Nobody has collected this one yet. Be the first.</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((owner) => {
            const { primary, secondary } = personLines(owner);
            const isMe = owner.id === myId;
            return (
              <li key={owner.id}>
                <Link className={styles.row} to={`/attendees/${owner.id}`} data-me={isMe || undefined}>
                  <Avatar src={owner.avatar} name={primary} size={40} alt="" />
                  <span className={styles.names}>
                    <span className={styles.primary}>{primary}</span>
                    {secondary === null ? null : <span className={styles.secondary}>{secondary}</span>}
                  </span>
                  {isMe ? <span className={styles.you}>You</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {owners.length > shown.length ? (
        <button type="button" className={styles.more} onClick={() => setIsExpanded(true)}>
          Show all {count.format(owners.length)}
        </button>
      ) : null}
    </section>
  );
}
