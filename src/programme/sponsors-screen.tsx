// /sponsors (issue 22): the event's sponsors by tier.
import styles from './components/schedule.module.css';
import { SponsorsSection } from './components/sponsors-section.tsx';

export function SponsorsScreen() {
  return (
    <div className={styles.page}>
      <SponsorsSection headingLevel={1} />
    </div>
  );
}
