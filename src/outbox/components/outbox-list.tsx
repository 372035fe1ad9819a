// One titled list of outbox rows with their state; failed and waiting rows offer Retry and Discard.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { OutboxRow } from '../shared/row.ts';
import { sectionOf, statusText, titleOf, type OutboxSection } from '../outbox-rows.ts';
import styles from './outbox.module.css';

type OutboxListProps = {
  section: OutboxSection;
  title: string;
  rows: OutboxRow[];
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
  children?: ReactNode;
};

export function OutboxList({ section, title, rows, onRetry, onDiscard, children }: OutboxListProps) {
  const { i18n } = useLingui();
  if (rows.length === 0) return null;
  const id = `outbox-${section}`;
  const timeFormat = new Intl.DateTimeFormat(i18n.locale, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title} <span className={styles.count}>{rows.length}</span>
      </h2>
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={row.id} className={styles.row} data-status={row.status}>
            <div className={styles.text}>
              <span className={styles.name}>{titleOf(row)}</span>
              <span className={styles.status}>{statusText(row)}</span>
              <span className={styles.time}>{timeFormat.format(new Date(row.occurredAt))}</span>
            </div>
            {sectionOf(row) === 'done' || row.status === 'sending' ? null : (
              <div className={styles.actions}>
                <button type="button" className={styles.action} onClick={() => onRetry(row.id)}>
                  <Trans>Retry</Trans>
                </button>
                <button type="button" className={styles.action} onClick={() => onDiscard(row.id)}>
                  <Trans>Discard</Trans>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
