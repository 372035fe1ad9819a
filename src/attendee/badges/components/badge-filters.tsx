// The badgedex controls: name search, All / Mine, and one chip per badge type present (with its
// count). Every control is a real input or toggle button; state lives in the screen.
import { useLingui } from '@lingui/react/macro';
import type { BadgedexFilter, BadgeScope, TypeOption } from '../badgedex-filter.ts';
import { badgeTypeName } from '../../../api/badges.ts';
import { Segmented } from '../../../ui/segmented.tsx';
import styles from './badge-filters.module.css';

type BadgeFiltersProps = {
  filter: BadgedexFilter;
  types: readonly TypeOption[];
  counts: { all: number; mine: number | null };
  onChange: (filter: BadgedexFilter) => void;
};

export function BadgeFilters({ filter, types, counts, onChange }: BadgeFiltersProps) {
  const { t, i18n } = useLingui();
  const count = new Intl.NumberFormat(i18n.locale);
  const set = (patch: Partial<BadgedexFilter>) => onChange({ ...filter, ...patch });
  return (
    <div className={styles.filters}>
      <div className={styles.topRow}>
        <label className={styles.search}>
          <span className="visually-hidden">{t`Search badges by name`}</span>
          <svg className={styles.searchIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5" />
          </svg>
          <input
            className={styles.searchInput}
            type="search"
            placeholder={t`Search badges`}
            autoComplete="off"
            enterKeyHint="search"
            value={filter.query}
            onChange={(event) => set({ query: event.target.value })}
          />
        </label>
        <Segmented<BadgeScope>
          label={t`Show`}
          value={filter.scope}
          onChange={(scope) => set({ scope })}
          options={[
            { value: 'all', label: t`All`, detail: count.format(counts.all) },
            {
              value: 'mine',
              label: t`Mine`,
              detail: counts.mine === null ? undefined : count.format(counts.mine),
            },
          ]}
        />
      </div>
      <div className={styles.chips} role="group" aria-label={t`Badge type`}>
        <TypeChip label={t`All types`} isPressed={filter.type === null} onClick={() => set({ type: null })} />
        {types.map((option) => (
          <TypeChip
            key={option.type}
            label={badgeTypeName(option.type)}
            detail={count.format(option.count)}
            isPressed={filter.type === option.type}
            onClick={() => set({ type: filter.type === option.type ? null : option.type })}
          />
        ))}
      </div>
    </div>
  );
}

type TypeChipProps = { label: string; detail?: string; isPressed: boolean; onClick: () => void };

function TypeChip({ label, detail, isPressed, onClick }: TypeChipProps) {
  return (
    <button type="button" className={styles.chip} aria-pressed={isPressed} onClick={onClick}>
      {label}
      {detail === undefined ? null : <span className={styles.chipCount}>{detail}</span>}
    </button>
  );
}
