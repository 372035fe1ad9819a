// The cards of the People section: the code printed on each, and who registered it.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleCard } from '../api/people.ts';
import { Button } from '../../ui/button.tsx';
import { pageStyles } from '../../ui/screen-header.tsx';
import rows from './admin.module.css';
import styles from './people.module.css';

type CardListProps = {
  cards: ConsoleCard[];
  matching: number;
  isFiltered: boolean;
  canShowMore: boolean;
  onShowMore: () => void;
};

export function CardList({ cards, matching, isFiltered, canShowMore, onShowMore }: CardListProps) {
  const { t } = useLingui();
  const shown = cards.length;
  if (cards.length === 0) {
    return (
      <p className={pageStyles.muted}>
        {isFiltered ? t`No card matches.` : t`No cards yet. Create a batch and print it.`}
      </p>
    );
  }
  return (
    <>
      <ul className={rows.list} aria-label={t`Cards`}>
        {cards.map((card) => (
          <li key={card.id} className={styles.item}>
            <span className={styles.code}>{card.code}</span>
            <span className={rows.rowMain}>
              {card.isRegistered ? (
                <span className={rows.name}>
                  {card.nickname ?? t({ context: 'one card', message: 'Registered' })}
                </span>
              ) : (
                <span className={`${rows.meta} ${styles.wrap}`}>
                  <Trans>Not registered</Trans>
                </span>
              )}
            </span>
            {card.isRegistered ? (
              <span className={`${rows.tag} ${styles.tagStrong}`}>
                {t({ context: 'one card', message: 'Registered' })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className={`${rows.meta} ${styles.wrap}`}>
        {!canShowMore && shown < matching
          ? t`Showing ${shown} of ${matching}: search to find the others`
          : t`Showing ${shown} of ${matching}`}
      </p>
      {canShowMore ? (
        <Button variant="secondary" onClick={onShowMore}>
          <Trans>Show more</Trans>
        </Button>
      ) : null}
    </>
  );
}
