// The award grid: a name search, one chip per badge type, and every badge as a large button that
// opens the scanner for it.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { BADGE_TYPE_NAMES, badgeTypeName, type Badge } from '../../api/badges.ts';
import { BadgeMedallion } from '../../ui/badge-medallion.tsx';
import { pickBadges, typesOf, type PickerFilter } from '../badge-picker-filter.ts';
import styles from './badge-picker.module.css';

const TYPE_ORDER = [...BADGE_TYPE_NAMES.keys()];

type BadgePickerProps = { badges: readonly Badge[]; onPick: (badge: Badge) => void };

export function BadgePicker({ badges, onPick }: BadgePickerProps) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<PickerFilter>({ type: null, query: '' });
  const query = filter.query;
  const shown = useMemo(() => pickBadges(badges, filter), [badges, filter]);
  const types = useMemo(() => typesOf(badges, TYPE_ORDER), [badges]);

  return (
    <div className={styles.picker}>
      <label className={styles.search}>
        <span className="visually-hidden">
          <Trans>Search badges by name</Trans>
        </span>
        <input
          className={styles.searchInput}
          type="search"
          placeholder={t`Search by name`}
          autoComplete="off"
          enterKeyHint="search"
          value={filter.query}
          onChange={(event) => setFilter({ ...filter, query: event.target.value })}
        />
      </label>
      {types.length > 1 ? (
        <div className={styles.chips} role="group" aria-label={t`Badge type`}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={filter.type === null}
            onClick={() => setFilter({ ...filter, type: null })}
          >
            <Trans>All</Trans>
          </button>
          {types.map(({ type, count }) => (
            <button
              key={type}
              type="button"
              className={styles.chip}
              aria-pressed={filter.type === type}
              onClick={() => setFilter({ ...filter, type: filter.type === type ? null : type })}
            >
              {badgeTypeName(type)} <span className={styles.chipCount}>{count}</span>
            </button>
          ))}
        </div>
      ) : null}
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <Trans>No badge matches “{query}”.</Trans>
          </p>
          <button type="button" className={styles.clear} onClick={() => setFilter({ type: null, query: '' })}>
            <Trans>Clear the search</Trans>
          </button>
        </div>
      ) : (
        <ul className={styles.grid}>
          {shown.map((badge) => {
            const tokens = badge.tokens;
            return (
              <li key={badge.id}>
                <button type="button" className={styles.tile} onClick={() => onPick(badge)}>
                  <BadgeMedallion name={badge.name} type={badge.type} avatar={badge.avatar} size="md" />
                  <span className={styles.name}>{badge.name}</span>
                  <span className={styles.meta}>
                    {badgeTypeName(badge.type)} ·{' '}
                    {t`${plural(tokens, { one: '# token', other: '# tokens' })}`}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function BadgePickerSkeleton() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className={styles.skeleton} />
      ))}
    </ul>
  );
}
