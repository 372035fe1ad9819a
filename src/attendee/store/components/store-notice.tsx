// A centred card for a screen's empty, error and not-found states: an icon, what happened, and
// the way forward (buttons passed as children). Errors are announced (role="alert").
import type { ReactNode } from 'react';
import styles from './store-notice.module.css';

type StoreNoticeProps = {
  tone: 'empty' | 'error';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
};

export function StoreNotice({ tone, title, children, actions }: StoreNoticeProps) {
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
