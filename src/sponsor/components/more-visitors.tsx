// "Show more" under the visitors list (issue 28): the list is read a page at a time, newest scan
// first; this reads the next page and says how many are not shown yet.
import { Button } from '../../ui/button.tsx';
import styles from './visitors.module.css';

type MoreProps = {
  list: {
    left: number;
    hasMore: boolean;
    isLoadingMore: boolean;
    moreFailed: boolean;
    loadMore: () => Promise<void>;
  };
};

const count = new Intl.NumberFormat('en-GB');

export function MoreVisitors({ list }: MoreProps) {
  if (!list.hasMore) return null;
  return (
    <div className={styles.more}>
      {list.moreFailed ? (
        <p className={styles.empty} role="alert">
          The next visitors could not be loaded. Check the connection and try again.
        </p>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => void list.loadMore()}
        isBusy={list.isLoadingMore}
        busyLabel="Loading…"
      >
        {list.left === 0 ? 'Show more' : `Show more (${count.format(list.left)} not shown)`}
      </Button>
    </div>
  );
}
