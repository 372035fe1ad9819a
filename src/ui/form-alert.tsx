// An inline message in a form or screen (never alert(), DESIGN.md §9). Errors are announced at
// once (role="alert"), the rest politely (role="status"). `queued` ("saved, will sync") has its own
// colour: kept by the outbox, neither done nor failed (DESIGN.md §5).
import type { ReactNode } from 'react';
import styles from './feedback.module.css';

type FormAlertProps = {
  tone: 'error' | 'success' | 'info' | 'queued';
  title: ReactNode;
  children?: ReactNode;
};

export function FormAlert({ tone, title, children }: FormAlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.detail}>{children}</div> : null}
    </div>
  );
}
