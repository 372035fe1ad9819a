// A titled list of held items with its count; `items` null draws the loading shape instead.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { InventoryItem } from '../inventory-items.ts';
import { InventoryRow } from './inventory-row.tsx';
import styles from './inventory-list.module.css';

type InventoryListProps = { title: string; items: InventoryItem[] | null; children?: ReactNode };

const SKELETON_ROWS = 3;

export function InventoryList({ title, items, children }: InventoryListProps) {
  const { t } = useLingui();
  if (items === null) {
    return (
      <ul className={styles.list} role="status" aria-label={t`Loading your inventory`}>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <li key={i} className={styles.skeleton} aria-hidden="true">
            <span className={styles.skeletonThumb} />
            <span className={styles.skeletonLine} />
          </li>
        ))}
      </ul>
    );
  }
  const id = `inventory-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title} <span className={styles.count}>{items.length}</span>
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <InventoryRow key={item.key} item={item} />
        ))}
      </ul>
      {children}
    </section>
  );
}
