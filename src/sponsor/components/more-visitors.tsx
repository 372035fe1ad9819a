// "Show more" under the visitors list (issue 28): the list is read a page at a time, newest scan
// first; this reads the next page and says how many are not shown yet.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

export function MoreVisitors({ list }: MoreProps) {
  const { t } = useLingui();
  if (!list.hasMore) return null;
  const left = list.left;
  return (
    <div className={styles.more}>
      {list.moreFailed ? (
        <p className={styles.empty} role="alert">
          <Trans>The next visitors could not be loaded. Check the connection and try again.</Trans>
        </p>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => void list.loadMore()}
        isBusy={list.isLoadingMore}
        busyLabel={t`Loading…`}
      >
        {left === 0
          ? t`Show more`
          : t`Show more (${plural(left, { one: '# not shown', other: '# not shown' })})`}
      </Button>
    </div>
  );
}
