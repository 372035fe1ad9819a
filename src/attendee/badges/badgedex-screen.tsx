// /attendee/badgedex (seed-spec §2): every badge the attendee may see, the ones they hold marked,
// with a name search, All / Mine and a type filter, and how many they have collected. Cached
// badges show at once (with the offline mark when they could not be refreshed).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BADGE_TYPE_NAMES } from '../../api/badges.ts';
import { BadgeEmpty } from './components/badge-empty.tsx';
import { BadgeFilters } from './components/badge-filters.tsx';
import { BadgeGrid, BadgeGridSkeleton } from './components/badge-grid.tsx';
import { LoadFailure } from '../shared/components/load-failure.tsx';
import styles from '../shared/components/page-frame.module.css';
import { BadgeProgress } from './components/badge-progress.tsx';
import { DataStaleMark, staleSinceOf } from '../shared/components/data-stale-mark.tsx';
import {
  badgedexBadges,
  collectedCount,
  filterBadges,
  filterFromSearch,
  filterToSearch,
  isFiltered,
  NO_FILTER,
  typeOptions,
  type BadgedexFilter,
} from './badgedex-filter.ts';
import { useBadgeSessions } from './use-badge-sessions.ts';
import { useBadges } from './use-badges.ts';
import { useMe } from '../shared/use-me.ts';

const TYPE_ORDER = [...BADGE_TYPE_NAMES.keys()];

export function BadgedexScreen() {
  const { t } = useLingui();
  const badges = useBadges();
  const me = useMe();
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  // NOTE: replace, not push: typing a search must not fill the history with one entry per key.
  const setFilter = (next: BadgedexFilter) => setSearch(filterToSearch(next), { replace: true });
  const badgeSessions = useBadgeSessions();
  const ownedIds = useMemo(() => new Set(me.data?.badges.map((b) => b.id)), [me.data]);
  const listed = badges.data;
  const all = useMemo(
    () => (listed === null ? null : badgedexBadges(listed, me.data?.badges ?? [])),
    [listed, me.data],
  );
  const shown = useMemo(
    () => (all === null ? [] : filterBadges(all, ownedIds, filter)),
    [all, ownedIds, filter],
  );
  const types = useMemo(() => (all === null ? [] : typeOptions(all, TYPE_ORDER)), [all]);
  const staleSince = staleSinceOf(badges, me);
  const owned = all === null || me.data === null ? null : collectedCount(all, ownedIds).owned;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>
            <Trans>Badgedex</Trans>
          </h1>
          <DataStaleMark storedAt={staleSince} />
        </div>
        <p className={styles.subtitle}>
          <Trans>Every badge of the event. Tap one to see who already has it.</Trans>
        </p>
      </header>
      {all === null ? (
        badges.error !== null && !badges.isLoading ? (
          <LoadFailure error={badges.error} what={t`the badges`} onRetry={badges.reload} />
        ) : (
          <BadgeGridSkeleton />
        )
      ) : (
        <>
          <BadgeProgress
            owned={owned}
            total={all.length}
            onRetry={me.data === null && me.error !== null && !me.isLoading ? me.reload : undefined}
          />
          {all.length > 0 ? (
            <BadgeFilters
              filter={filter}
              types={types}
              counts={{ all: all.length, mine: owned }}
              onChange={setFilter}
            />
          ) : null}
          <p className="visually-hidden" role="status">
            {isFiltered(filter)
              ? t`${plural(shown.length, { one: '# badge shown', other: '# badges shown' })}`
              : ''}
          </p>
          {shown.length > 0 ? (
            <BadgeGrid badges={shown} ownedIds={ownedIds} sessions={badgeSessions} />
          ) : (
            <BadgeEmpty
              reason={
                all.length === 0
                  ? 'none-published'
                  : filter.scope === 'mine' && owned === 0
                    ? 'none-held'
                    : 'no-match'
              }
              query={filter.query}
              onShowAll={() => setFilter({ ...filter, scope: 'all' })}
              onClear={() => setFilter(NO_FILTER)}
              onReload={badges.reload}
            />
          )}
        </>
      )}
    </div>
  );
}
