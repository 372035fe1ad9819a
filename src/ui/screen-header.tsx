// A screen's title block (title, one-line description, the "offline · updated" mark) and the page
// frame styles the staff and sponsor screens share. Presentational.
import type { ReactNode } from 'react';
import styles from './screen-page.module.css';
import { StaleMark } from './stale-mark.tsx';

export { styles as pageStyles };

type ScreenHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** When the data shown could not be refreshed. */
  staleSince?: Date | null;
  /** Something beside the title (a count, a back link). */
  aside?: ReactNode;
};

export function ScreenHeader({ title, subtitle, staleSince = null, aside }: ScreenHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {aside}
        {staleSince === null ? null : <StaleMark storedAt={staleSince} />}
      </div>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </header>
  );
}
