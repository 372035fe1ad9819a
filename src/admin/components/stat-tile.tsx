// One big number with its name and a line under it. Presentational.
import { dateLocale } from '#i18n/runtime';
import styles from './dashboard.module.css';

type StatTileProps = { label: string; value: number | string; detail?: string };

export function StatTile({ label, value, detail }: StatTileProps) {
  return (
    <div className={styles.tile}>
      <span className={styles.tileLabel}>{label}</span>
      <span className={styles.tileValue}>
        {typeof value === 'number' ? value.toLocaleString(dateLocale()) : value}
      </span>
      {detail === undefined ? null : <span className={styles.tileDetail}>{detail}</span>}
    </div>
  );
}
