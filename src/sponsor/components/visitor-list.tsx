// The visitors as rows: picture, name, @nickname, a mailto link, the CV when the company may see
// it, and the lead (rating, tags, the note's first line, follow-up); tapping a visitor who visited
// opens their lead. Empty and no-match states say which.
import { Trans, useLingui } from '@lingui/react/macro';
import type { VisitorRow } from '../leads/visitor-rows.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { RATING_NAMES } from '../leads/rating-names.ts';
import styles from './visitors.module.css';

type VisitorListProps = {
  rows: readonly VisitorRow[];
  isEmptyOverall: boolean;
  onOpen: (row: VisitorRow) => void;
};

export function VisitorList({ rows, isEmptyOverall, onOpen }: VisitorListProps) {
  const { t, i18n } = useLingui();
  if (isEmptyOverall) {
    return (
      <p className={styles.empty}>
        <Trans>No visitors yet. Scan badges at your booth and they appear here.</Trans>
      </p>
    );
  }
  if (rows.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>Nobody matches this search and these filters.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {rows.map((row) => {
        // A visitor scanned offline is named once the server's list has them.
        const name =
          row.name ?? row.nickname ?? (row.lead ? t`New visitor (not synced yet)` : t`Unnamed attendee`);
        const lead = row.lead;
        return (
          <li key={row.id} className={styles.row}>
            <Avatar src={row.avatar} name={name} size={48} alt="" />
            <div className={styles.text}>
              {lead ? (
                <button type="button" className={styles.open} onClick={() => onOpen(row)}>
                  {name}
                </button>
              ) : (
                <span className={styles.name}>{name}</span>
              )}
              {row.nickname ? <span className={styles.nickname}>@{row.nickname}</span> : null}
              {row.email ? (
                <a className={styles.email} href={`mailto:${row.email}`}>
                  {row.email}
                </a>
              ) : null}
              {lead && (lead.rating || lead.tags.length > 0 || lead.followUp) ? (
                <span className={styles.marks}>
                  {lead.rating ? (
                    <span className={styles.rating} data-rating={lead.rating}>
                      {i18n._(RATING_NAMES[lead.rating])}
                    </span>
                  ) : null}
                  {lead.followUp ? (
                    <span className={styles.tag}>
                      <Trans>Follow up</Trans>
                    </span>
                  ) : null}
                  {lead.tags.map((tag) => (
                    <span key={tag} className={styles.tag}>
                      {tag}
                    </span>
                  ))}
                </span>
              ) : null}
              {lead && lead.note !== '' ? <span className={styles.note}>{lead.note}</span> : null}
            </div>
            {row.cv ? (
              <a
                className={styles.cv}
                href={row.cv}
                target="_blank"
                rel="noreferrer"
                aria-label={t`${name}'s CV`}
              >
                CV
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function VisitorListSkeleton() {
  const { t } = useLingui();
  return (
    <ul className={styles.list} aria-label={t`Loading`}>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className={`${styles.row} ${styles.skeleton}`} />
      ))}
    </ul>
  );
}
