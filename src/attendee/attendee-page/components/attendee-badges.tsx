// The attendee's badges, grouped by type. A badge opens its own page for attendee viewers (staff
// and sponsors have no badge page, so for them a badge is just shown).
import { Trans } from '@lingui/react/macro';
import { Link } from '../../../ui/link.tsx';
import type { Badge } from '../../../api/me.ts';
import { BadgeMedallion } from '../../../ui/badge-medallion.tsx';
import { groupBadges } from '../attendee-badge-groups.ts';
import styles from './attendee.module.css';

function BadgePicture({ badge }: { badge: Badge }) {
  return <BadgeMedallion name={badge.name} type={badge.type} avatar={badge.avatar} />;
}

function BadgeTile({ badge, canOpen }: { badge: Badge; canOpen: boolean }) {
  const body = (
    <>
      <BadgePicture badge={badge} />
      <span className={styles.badgeName}>{badge.name}</span>
    </>
  );
  return (
    <li>
      {canOpen ? (
        <Link className={`${styles.badge} ${styles.badgeLink}`} to={`/badge/${badge.id}`}>
          {body}
        </Link>
      ) : (
        <span className={styles.badge}>{body}</span>
      )}
    </li>
  );
}

export function AttendeeBadges({
  badges,
  canOpen,
  name,
}: {
  badges: Badge[];
  canOpen: boolean;
  name: string;
}) {
  const groups = groupBadges(badges);
  if (groups.length === 0) {
    return (
      <section className={styles.empty} aria-labelledby="attendee-badges-title">
        <h2 className={styles.sectionTitle} id="attendee-badges-title">
          <Trans>Badges</Trans>
        </h2>
        <p>
          <Trans>{name} hasn't collected any badges yet. Plenty of time left!</Trans>
        </p>
      </section>
    );
  }
  return (
    <section className={styles.badges} aria-labelledby="attendee-badges-title">
      <h2 className={styles.sectionTitle} id="attendee-badges-title">
        <Trans>Badges</Trans>
      </h2>
      {groups.map((group) => (
        <section key={group.type} className={styles.group} aria-labelledby={`badge-group-${group.type}`}>
          <h3 className={styles.groupTitle} id={`badge-group-${group.type}`}>
            {group.label} <span className={styles.groupCount}>{group.badges.length}</span>
          </h3>
          <ul className={styles.grid}>
            {group.badges.map((badge) => (
              <BadgeTile key={badge.id} badge={badge} canOpen={canOpen} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
