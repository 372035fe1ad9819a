// The badgedex's empty results, each with a way forward: nothing held yet (show all, or the QR
// code that staff scan), nothing matching the filters (clear them), or no badges published yet.
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import styles from '../../shared/components/page-frame.module.css';

type BadgeEmptyProps = {
  reason: 'none-held' | 'no-match' | 'none-published';
  query: string;
  onShowAll: () => void;
  onClear: () => void;
  onReload: () => void;
};

export function BadgeEmpty(props: BadgeEmptyProps) {
  const { title, text, actions } = stateOf(props);
  return (
    <section className={styles.state}>
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.stateText}>{text}</p>
      <div className={styles.stateActions}>{actions}</div>
    </section>
  );
}

function stateOf({ reason, query, onShowAll, onClear, onReload }: BadgeEmptyProps): {
  title: string;
  text: string;
  actions: ReactNode;
} {
  if (reason === 'none-held') {
    return {
      title: 'No badges yet',
      text: 'Your first one is a talk, a workshop or a booth away: show your QR code and it lands here.',
      actions: (
        <>
          <ButtonLink to="/attendee/identifier">Show my QR code</ButtonLink>
          <Button variant="secondary" onClick={onShowAll}>
            See all badges
          </Button>
        </>
      ),
    };
  }
  if (reason === 'no-match') {
    const trimmed = query.trim();
    return {
      title: trimmed === '' ? 'No badges here' : `Nothing matches “${trimmed}”`,
      text: 'Try another name or type, or clear the filters.',
      actions: (
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      ),
    };
  }
  return {
    title: 'No badges published yet',
    text: 'They appear here as the programme is announced. Check back soon.',
    actions: (
      <Button variant="secondary" onClick={onReload}>
        Check again
      </Button>
    ),
  };
}
