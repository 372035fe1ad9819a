// A screen-sized state for the attendee screens when there is nothing to show: loading failed,
// offline with nothing saved yet, not found, a card not registered yet. Says what happened and
// offers the next step (retry, go back); never a stuck spinner.
import type { ReactNode } from 'react';
import styles from './attendee-problem.module.css';

export type ProblemTone = 'offline' | 'error' | 'info';

const GLYPHS: Record<ProblemTone, ReactNode> = {
  offline: <path d="M3 9a14 14 0 0 1 18 0M6.5 12.5a9 9 0 0 1 11 0M10 16a4 4 0 0 1 4 0M12 19.5h0M4 4l16 16" />,
  error: <path d="M12 4 2.5 20h19L12 4Zm0 6v4.5m0 3h0" />,
  info: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-11v6m0-9h0" />,
};

type AttendeeProblemProps = {
  tone: ProblemTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
};

export function AttendeeProblem({ tone, title, children, actions }: AttendeeProblemProps) {
  return (
    <section className={styles.problem} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <svg className={styles.glyph} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        {GLYPHS[tone]}
      </svg>
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.text}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
