// A two-or-more-way switch (All / Mine, Daily / All time): toggle buttons in a labelled group,
// the chosen one pressed. Shared by the badgedex and the leaderboard.
import styles from './segmented.module.css';

export type SegmentOption<T extends string> = { value: T; label: string; detail?: string };

type SegmentedProps<T extends string> = {
  label: string;
  value: T;
  options: readonly SegmentOption<T>[];
  onChange: (value: T) => void;
};

export function Segmented<T extends string>({ label, value, options, onChange }: SegmentedProps<T>) {
  return (
    <div className={styles.group} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.option}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
          {option.detail === undefined ? null : <span className={styles.detail}>{option.detail}</span>}
        </button>
      ))}
    </div>
  );
}
