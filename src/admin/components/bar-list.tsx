// Named counts as horizontal bars (booths, badges, store items): plain HTML, so long names wrap
// and every number is text a screen reader reads. Presentational.
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import styles from './dashboard.module.css';

export type BarItem = { key: string | number; label: string; value: number; detail?: string };

/** `limit`: how many rows show until "Show all" is pressed; `unitOne`: the unit after a 1 ("1 scan"). */
type BarListProps = {
  items: readonly BarItem[];
  empty: string;
  unit: string;
  unitOne?: string;
  limit?: number;
};

export function BarList({ items, empty, unit, unitOne = unit, limit = 8 }: BarListProps) {
  const [isAll, setIsAll] = useState(false);
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  const max = Math.max(1, ...items.map((i) => i.value));
  const shown = isAll ? items : items.slice(0, limit);
  return (
    <>
      <ol className={styles.bars}>
        {shown.map((item) => (
          <li key={item.key} className={styles.barRow}>
            <div className={styles.barText}>
              <span className={styles.barLabel}>{item.label}</span>
              <span className={styles.barValue}>
                {item.value} {item.value === 1 ? unitOne : unit}
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
          {isAll ? `Show the first ${limit}` : `Show all ${items.length}`}
        </Button>
      ) : null}
    </>
  );
}
