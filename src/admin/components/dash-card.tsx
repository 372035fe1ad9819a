// A dashboard card: a title, an optional figure beside it, and one chart or list. Presentational.
import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

type DashCardProps = { title: string; aside?: ReactNode; wide?: boolean; children: ReactNode };

export function DashCard({ title, aside, wide = false, children }: DashCardProps) {
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-label={title}>
      <header className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {aside === undefined ? null : <span className={styles.cardAside}>{aside}</span>}
      </header>
      {children}
    </section>
  );
}
