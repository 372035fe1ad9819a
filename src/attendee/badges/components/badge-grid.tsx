// The badgedex grid: one card per badge, linking to /badge/:id. A held badge is in full colour
// with a check; one not yet held is greyed (its name stays full contrast, WCAG AA). A talk's or
// workshop's badge links to its session below the card.
import { Trans } from '@lingui/react/macro';
import { Link } from '../../../ui/link.tsx';
import type { Badge } from '../../../api/badges.ts';
import type { BadgeSession } from '../../../api/programme-badges.ts';
import { BadgeMedallion } from '../../../ui/badge-medallion.tsx';
import { TokenAmount } from '../../../ui/token-amount.tsx';
import styles from './badge-grid.module.css';
import { BadgeSessionLink } from './badge-session-link.tsx';

type BadgeGridProps = {
  badges: readonly Badge[];
  ownedIds: ReadonlySet<number>;
  /** The session each talk or workshop badge belongs to (issue 22). */
  sessions?: ReadonlyMap<number, BadgeSession>;
};

export function BadgeGrid({ badges, ownedIds, sessions }: BadgeGridProps) {
  return (
    <ul className={styles.grid}>
      {badges.map((badge) => {
        const isOwned = ownedIds.has(badge.id);
        const session = sessions?.get(badge.id);
        return (
          <li key={badge.id} className={styles.item}>
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
                  <span className="visually-hidden">
                    <Trans>Collected</Trans>
                  </span>
                </span>
              ) : null}
            </Link>
            {session ? <BadgeSessionLink session={session} /> : null}
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
