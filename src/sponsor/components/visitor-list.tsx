// The visitors as rows: picture, name, @nickname, a mailto link and the CV when the company may
// see it. Empty and no-match states say which.
import type { Visitor } from '../../api/visitors.ts';
import { Avatar } from '../../ui/avatar.tsx';
import styles from './visitors.module.css';

type VisitorListProps = { visitors: readonly Visitor[]; isEmptyOverall: boolean; query: string };

export function VisitorList({ visitors, isEmptyOverall, query }: VisitorListProps) {
  if (isEmptyOverall) {
    return <p className={styles.empty}>No visitors yet. Scan badges at your booth and they appear here.</p>;
  }
  if (visitors.length === 0) return <p className={styles.empty}>Nobody matches “{query}”.</p>;
  return (
    <ul className={styles.list}>
      {visitors.map((v) => {
        const name = v.name ?? v.nickname ?? 'Unnamed attendee';
        return (
          <li key={v.id} className={styles.row}>
            <Avatar src={v.avatar} name={name} size={48} alt="" />
            <div className={styles.text}>
              <span className={styles.name}>{name}</span>
              {v.nickname ? <span className={styles.nickname}>@{v.nickname}</span> : null}
              {v.email ? (
                <a className={styles.email} href={`mailto:${v.email}`}>
                  {v.email}
                </a>
              ) : null}
            </div>
            {v.cv ? (
              <a
                className={styles.cv}
                href={v.cv}
                target="_blank"
                rel="noreferrer"
                aria-label={`${name}'s CV`}
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
  return (
    <ul className={styles.list} aria-label="Loading">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className={`${styles.row} ${styles.skeleton}`} />
      ))}
    </ul>
  );
}
