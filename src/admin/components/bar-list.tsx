// Named counts as horizontal bars (booths, badges, store items): plain HTML, so long names wrap
// and every number is text a screen reader reads. Presentational.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import styles from './dashboard.module.css';

export type BarItem = { key: string | number; label: string; value: number; detail?: string };

/** `limit`: how many rows show until "Show all" is pressed; `valueText`: a count with its unit ("1 scan"). */
type BarListProps = {
  items: readonly BarItem[];
  empty: string;
  valueText: (value: number) => string;
  limit?: number;
};

export function BarList({ items, empty, valueText, limit = 8 }: BarListProps) {
  const { t } = useLingui();
  const [isAll, setIsAll] = useState(false);
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  const max = Math.max(1, ...items.map((i) => i.value));
  const shown = isAll ? items : items.slice(0, limit);
  const total = items.length;
  return (
    <>
      <ol className={styles.bars}>
        {shown.map((item) => (
          <li key={item.key} className={styles.barRow}>
            <div className={styles.barText}>
              <span className={styles.barLabel}>{item.label}</span>
              <span className={styles.barValue}>
                {valueText(item.value)}
                {item.detail === undefined ? null : (
                  <span className={styles.barDetail}> · {item.detail}</span>
                )}
              </span>
            </div>
            <div className={styles.barTrack} aria-hidden="true">
              <div className={styles.barFill} style={{ width: `${(item.value / max) * 100}%` }} />
            </div>
          </li>
        ))}
      </ol>
      {items.length > limit ? (
        <Button variant="ghost" onClick={() => setIsAll((was) => !was)}>
          {isAll ? t`Show the first ${limit}` : t`Show all ${total}`}
        </Button>
      ) : null}
    </>
  );
}
