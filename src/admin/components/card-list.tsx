// The cards of the People section: the code printed on each, and who registered it.
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
  if (cards.length === 0) {
    return (
      <p className={pageStyles.muted}>
        {isFiltered ? 'No card matches.' : 'No cards yet. Create a batch and print it.'}
      </p>
    );
  }
  return (
    <>
      <ul className={rows.list} aria-label="Cards">
        {cards.map((card) => (
          <li key={card.id} className={styles.item}>
            <span className={styles.code}>{card.code}</span>
            <span className={rows.rowMain}>
              {card.isRegistered ? (
                <span className={rows.name}>{card.nickname ?? 'Registered'}</span>
              ) : (
                <span className={`${rows.meta} ${styles.wrap}`}>Not registered</span>
              )}
            </span>
            {card.isRegistered ? <span className={`${rows.tag} ${styles.tagStrong}`}>Registered</span> : null}
          </li>
        ))}
      </ul>
      <p className={`${rows.meta} ${styles.wrap}`}>
        {`Showing ${cards.length} of ${matching}`}
        {!canShowMore && cards.length < matching ? ': search to find the others' : ''}
      </p>
      {canShowMore ? (
        <Button variant="secondary" onClick={onShowMore}>
          Show more
        </Button>
      ) : null}
    </>
  );
}
