// The badgedex grid: one card per badge, linking to /badge/:id. A held badge is in full colour
// with a check; one not yet held is greyed (its name stays full contrast, WCAG AA).
import { Link } from 'react-router-dom';
import type { Badge } from '../../../api/badges.ts';
import { BadgeMedallion } from '../../../ui/badge-medallion.tsx';
import { TokenAmount } from '../../../ui/token-amount.tsx';
import styles from './badge-grid.module.css';

type BadgeGridProps = { badges: readonly Badge[]; ownedIds: ReadonlySet<number> };

export function BadgeGrid({ badges, ownedIds }: BadgeGridProps) {
  return (
    <ul className={styles.grid}>
      {badges.map((badge) => {
        const isOwned = ownedIds.has(badge.id);
        return (
          <li key={badge.id}>
            <Link className={styles.card} to={`/badge/${badge.id}`} data-owned={isOwned || undefined}>
              <BadgeMedallion name={badge.name} type={badge.type} avatar={badge.avatar} isMuted={!isOwned} />
              <span className={styles.name}>{badge.name}</span>
              <span className={styles.tokens}>
                <TokenAmount amount={badge.tokens} />
              </span>
              {isOwned ? (
                <span className={styles.check}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </svg>
                  <span className="visually-hidden">Collected</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Placeholder cards while the first reading arrives. */
export function BadgeGridSkeleton({ cards = 12 }: { cards?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: cards }, (_, i) => (
        <li key={i}>
          <span className={`${styles.card} ${styles.ghost}`}>
            <span className={styles.ghostMedal} />
            <span className={styles.ghostLine} />
            <span className={`${styles.ghostLine} ${styles.ghostShort}`} />
          </span>
        </li>
      ))}
    </ul>
  );
}
