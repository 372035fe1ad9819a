// A centred card for a screen's empty, error and not-found states: an icon, what happened, and
// the way forward (buttons passed as `actions`, or `onRetry` for a read that failed: Try again).
// Errors are announced (role="alert").
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/button.tsx';
import styles from './store-notice.module.css';

type StoreNoticeProps = {
  tone: 'empty' | 'error';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** What Try again does, in place of `actions`. */
  onRetry?: () => void;
};

export function StoreNotice({ tone, title, children, onRetry, ...rest }: StoreNoticeProps) {
  const actions = onRetry ? (
    <Button variant="secondary" onClick={onRetry}>
      <Trans>Try again</Trans>
    </Button>
  ) : (
    rest.actions
  );
  return (
    <section className={styles.notice} data-tone={tone} role={tone === 'error' ? 'alert' : undefined}>
      <span className={styles.icon} aria-hidden="true">
        {tone === 'error' ? '!' : '✦'}
      </span>
      <h2 className={styles.title}>{title}</h2>
      {children ? <div className={styles.text}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
