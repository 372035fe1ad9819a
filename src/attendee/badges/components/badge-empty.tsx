// The badgedex's empty results, each with a way forward: nothing held yet (show all, or the QR
// code that staff scan), nothing matching the filters (clear them), or no badges published yet.
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { title, text, actions } = stateOf(props, t);
  return (
    <section className={styles.state}>
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.stateText}>{text}</p>
      <div className={styles.stateActions}>{actions}</div>
    </section>
  );
}

function stateOf(
  { reason, query, onShowAll, onClear, onReload }: BadgeEmptyProps,
  t: ReturnType<typeof useLingui>['t'],
): {
  title: string;
  text: string;
  actions: ReactNode;
} {
  if (reason === 'none-held') {
    return {
      title: t`No badges yet`,
      text: t`Your first one is a talk, a workshop or a booth away: show your QR code and it lands here.`,
      actions: (
        <>
          <ButtonLink to="/attendee/identifier">
            <Trans>Show my QR code</Trans>
          </ButtonLink>
          <Button variant="secondary" onClick={onShowAll}>
            <Trans>See all badges</Trans>
          </Button>
        </>
      ),
    };
  }
  if (reason === 'no-match') {
    const trimmed = query.trim();
    return {
      title: trimmed === '' ? t`No badges here` : t`Nothing matches “${trimmed}”`,
      text: t`Try another name or type, or clear the filters.`,
      actions: (
        <Button variant="secondary" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      ),
    };
  }
  return {
    title: t`No badges published yet`,
    text: t`They appear here as the programme is announced. Check back soon.`,
    actions: (
      <Button variant="secondary" onClick={onReload}>
        <Trans>Check again</Trans>
      </Button>
    ),
  };
}
