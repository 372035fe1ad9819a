// The badgedex's empty results, each with a way forward: nothing held yet (show all, or the QR
// code that staff scan), nothing matching the filters (clear them), or no badges published yet.
import { Button, ButtonLink } from '../../../ui/button.tsx';
import styles from '../../shared/components/page-frame.module.css';

type BadgeEmptyProps = {
  reason: 'none-held' | 'no-match' | 'none-published';
  query: string;
  onShowAll: () => void;
  onClear: () => void;
  onReload: () => void;
};

export function BadgeEmpty({ reason, query, onShowAll, onClear, onReload }: BadgeEmptyProps) {
  if (reason === 'none-held') {
    return (
      <section className={styles.state}>
        <p className={styles.stateTitle}>No badges yet</p>
        <p className={styles.stateText}>
          Your first one is a talk, a workshop or a booth away: show your QR code and it lands here.
        </p>
        <div className={styles.stateActions}>
          <ButtonLink to="/attendee/identifier">Show my QR code</ButtonLink>
          <Button variant="secondary" onClick={onShowAll}>
            See all badges
          </Button>
        </div>
      </section>
    );
  }
  if (reason === 'no-match') {
    const trimmed = query.trim();
    return (
      <section className={styles.state}>
        <p className={styles.stateTitle}>
          {trimmed === '' ? 'No badges here' : `Nothing matches “${trimmed}”`}
        </p>
        <p className={styles.stateText}>Try another name or type, or clear the filters.</p>
        <div className={styles.stateActions}>
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.state}>
      <p className={styles.stateTitle}>No badges published yet</p>
      <p className={styles.stateText}>They appear here as the programme is announced. Check back soon.</p>
      <div className={styles.stateActions}>
        <Button variant="secondary" onClick={onReload}>
          Check again
        </Button>
      </div>
    </section>
  );
}
