// Search and filters of the schedule: a search field, then type, track and room chips in a
// collapsible panel (any of the pressed values passes), "starred only", and clear.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Programme } from '../../api/programme.ts';
import { isFiltering, NO_FILTER, toggled, type ScheduleFilter } from '../schedule-filter.ts';
import styles from './schedule.module.css';

type ScheduleFiltersProps = {
  programme: Programme;
  filter: ScheduleFilter;
  onChange: (filter: ScheduleFilter) => void;
  /** Null when the viewer has no stars. */
  starredOnly: { value: boolean; onChange: (value: boolean) => void } | null;
};

type ChipsProps<T> = {
  label: string;
  options: { value: T; label: string }[];
  chosen: T[];
  onToggle: (v: T) => void;
};

function Chips<T extends string | number>({ label, options, chosen, onToggle }: ChipsProps<T>) {
  if (options.length < 2) return null;
  return (
    <div className={styles.chipGroup} role="group" aria-label={label}>
      <span className={styles.chipLabel}>{label}</span>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.chip}
          aria-pressed={chosen.includes(option.value)}
          onClick={() => onToggle(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

export function ScheduleFilters({ programme, filter, onChange, starredOnly }: ScheduleFiltersProps) {
  const { t } = useLingui();
  const count = filter.types.length + filter.tracks.length + filter.roomIds.length;
  return (
    <div className={styles.filters}>
      <div className={styles.searchRow}>
        <input
          type="search"
          className={styles.search}
          placeholder={t`Search talks, speakers, rooms`}
          aria-label={t`Search the programme`}
          value={filter.query}
          onChange={(e) => onChange({ ...filter, query: e.target.value })}
        />
        {starredOnly ? (
          <button
            type="button"
            className={styles.chip}
            aria-pressed={starredOnly.value}
            onClick={() => starredOnly.onChange(!starredOnly.value)}
          >
            <Trans>★ Starred</Trans>
          </button>
        ) : null}
      </div>
      <details className={styles.more}>
        <summary>{count > 0 ? t`Filters (${count})` : t`Filters`}</summary>
        <Chips
          label={t`Type`}
          options={programme.types.map((t) => ({ value: t, label: t }))}
          chosen={filter.types}
          onToggle={(v) => onChange({ ...filter, types: toggled(filter.types, v) })}
        />
        <Chips
          label={t`Track`}
          options={programme.tracks.map((t) => ({ value: t.name, label: t.name }))}
          chosen={filter.tracks}
          onToggle={(v) => onChange({ ...filter, tracks: toggled(filter.tracks, v) })}
        />
        <Chips
          label={t`Room`}
          options={programme.rooms.map((r) => ({ value: r.id, label: r.name }))}
          chosen={filter.roomIds}
          onToggle={(v) => onChange({ ...filter, roomIds: toggled(filter.roomIds, v) })}
        />
      </details>
      {isFiltering(filter) ? (
        <button type="button" className={styles.clear} onClick={() => onChange(NO_FILTER)}>
          <Trans>Clear search and filters</Trans>
        </button>
      ) : null}
    </div>
  );
}
