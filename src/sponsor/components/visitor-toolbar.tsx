// The visitors list's controls (issue 29): search, sort by scan time or rating, and filters by
// rating and by one of the company's tags.
import type { RatingFilter, RowFilter, RowSort } from '../leads/visitor-rows.ts';
import { Segmented, type SegmentOption } from '../../ui/segmented.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import styles from './visitors.module.css';

const RATING_OPTIONS: { value: RatingFilter; label: string }[] = [
  { value: 'all', label: 'Any rating' },
  { value: 'hot', label: 'Hot' },
  { value: 'warm', label: 'Warm' },
  { value: 'cold', label: 'Cold' },
  { value: 'unrated', label: 'Not rated' },
];

const SORT_OPTIONS: SegmentOption<RowSort>[] = [
  { value: 'time', label: 'Latest scan' },
  { value: 'rating', label: 'Rating' },
];

type ToolbarProps = {
  filter: RowFilter;
  sort: RowSort;
  tags: readonly string[];
  onFilter: (filter: RowFilter) => void;
  onSort: (sort: RowSort) => void;
};

export function VisitorToolbar({ filter, sort, tags, onFilter, onSort }: ToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <label className={styles.search}>
        <span className="visually-hidden">Search visitors</span>
        <input
          className={styles.searchInput}
          type="search"
          placeholder="Search names, emails, notes, tags"
          autoComplete="off"
          value={filter.query}
          onChange={(event) => onFilter({ ...filter, query: event.target.value })}
        />
      </label>
      <SelectField
        label="Rating"
        value={filter.rating}
        options={RATING_OPTIONS}
        onChange={(event) => onFilter({ ...filter, rating: event.target.value as RatingFilter })}
      />
      <SelectField
        label="Tag"
        value={filter.tag ?? ''}
        options={[{ value: '', label: 'Any tag' }, ...tags.map((tag) => ({ value: tag, label: tag }))]}
        onChange={(event) =>
          onFilter({ ...filter, tag: event.target.value === '' ? null : event.target.value })
        }
      />
      <div className={styles.wide}>
        <Segmented label="Sort visitors" value={sort} options={SORT_OPTIONS} onChange={onSort} />
      </div>
    </div>
  );
}
