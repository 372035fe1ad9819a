// The badge itself on /badge/:id: the medallion, type, name, whether the attendee holds it, its
// reward and activity time, and its description.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Badge } from '../../../api/badges.ts';
import { badgeTypeName } from '../../../api/badges.ts';
import { BadgeMedallion } from '../../../ui/badge-medallion.tsx';
import { TokenAmount } from '../../../ui/token-amount.tsx';
import { formatActivity } from '../badge-activity.ts';
import styles from './badge-hero.module.css';

/** `isOwned` null: not known yet (the attendee's own badges are still loading). */
export function BadgeHero({ badge, isOwned }: { badge: Badge; isOwned: boolean | null }) {
  const { t } = useLingui();
  const name = badge.name;
  const when = formatActivity(badge.begin, badge.end);
  return (
    <section className={styles.hero} aria-labelledby="badge-name">
      <div className={styles.top}>
        <BadgeMedallion
          name={badge.name}
          type={badge.type}
          avatar={badge.avatar}
          size="lg"
          label={t`${name} badge`}
        />
        <div className={styles.heading}>
          <span className={styles.type} data-type={badge.type}>
            {badgeTypeName(badge.type)}
          </span>
          <h1 className={styles.name} id="badge-name">
            {badge.name}
          </h1>
          {isOwned === null ? null : isOwned ? (
            <span className={`${styles.status} ${styles.owned}`}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
              <Trans>You have it</Trans>
            </span>
          ) : (
            <span className={styles.status}>
              <Trans>Not collected yet</Trans>
            </span>
          )}
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <Trans>Reward</Trans>
          </dt>
          <dd>
            <TokenAmount amount={badge.tokens} />
          </dd>
        </div>
        {when === null ? null : (
          <div className={styles.fact}>
            <dt>
              <Trans>When</Trans>
            </dt>
            <dd>{when}</dd>
          </div>
        )}
      </dl>
      {badge.description === '' ? null : <p className={styles.description}>{badge.description}</p>}
    </section>
  );
}

export function BadgeHeroSkeleton() {
  return (
    <div className={styles.hero} aria-hidden="true">
      <div className={styles.top}>
        <span className={styles.ghostMedal} />
        <div className={styles.heading}>
          <span className={styles.ghostLine} />
          <span className={`${styles.ghostLine} ${styles.ghostWide}`} />
        </div>
      </div>
      <span className={`${styles.ghostLine} ${styles.ghostWide}`} />
    </div>
  );
}
