// The visitors list's controls (issue 29): search, sort by scan time or rating, and filters by
// rating and by one of the company's tags.
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '#i18n/runtime';
import type { RatingFilter, RowFilter, RowSort } from '../leads/visitor-rows.ts';
import { Segmented, type SegmentOption } from '../../ui/segmented.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { NOT_RATED, RATING_NAMES } from '../leads/rating-names.ts';
import styles from './visitors.module.css';
import { msg } from '@lingui/core/macro';

const RATING_OPTIONS: { value: RatingFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Any rating` },
  { value: 'hot', label: RATING_NAMES.hot },
  { value: 'warm', label: RATING_NAMES.warm },
  { value: 'cold', label: RATING_NAMES.cold },
  { value: 'unrated', label: NOT_RATED },
];

const SORT_OPTIONS: { value: RowSort; label: MessageDescriptor }[] = [
  { value: 'time', label: msg`Latest scan` },
  { value: 'rating', label: msg`Rating` },
];

type ToolbarProps = {
  filter: RowFilter;
  sort: RowSort;
  tags: readonly string[];
  onFilter: (filter: RowFilter) => void;
  onSort: (sort: RowSort) => void;
};

export function VisitorToolbar({ filter, sort, tags, onFilter, onSort }: ToolbarProps) {
  const { t, i18n } = useLingui();
  const ratings = RATING_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }));
  const sorts: SegmentOption<RowSort>[] = SORT_OPTIONS.map(({ value, label }) => ({
    value,
    label: i18n._(label),
  }));
  return (
    <div className={styles.toolbar}>
      <label className={styles.search}>
        <span className="visually-hidden">
          <Trans>Search visitors</Trans>
        </span>
        <input
          className={styles.searchInput}
          type="search"
          placeholder={t`Search names, emails, notes, tags`}
          autoComplete="off"
          value={filter.query}
          onChange={(event) => onFilter({ ...filter, query: event.target.value })}
        />
      </label>
      <SelectField
        label={t`Rating`}
        value={filter.rating}
        options={ratings}
        onChange={(event) => onFilter({ ...filter, rating: event.target.value as RatingFilter })}
      />
      <SelectField
        label={t`Tag`}
        value={filter.tag ?? ''}
        options={[{ value: '', label: t`Any tag` }, ...tags.map((tag) => ({ value: tag, label: tag }))]}
        onChange={(event) =>
          onFilter({ ...filter, tag: event.target.value === '' ? null : event.target.value })
        }
      />
      <div className={styles.wide}>
        <Segmented label={t`Sort visitors`} value={sort} options={sorts} onChange={onSort} />
      </div>
    </div>
  );
}
