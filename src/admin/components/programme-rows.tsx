// A list of the console's programme rows (sessions, speakers or rooms), in the look of the
// console's other lists (admin.module.css): a name, one line under it, the open one pressed.
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { pageStyles } from '../../ui/screen-header.tsx';
import { RowThumb } from './row-thumb.tsx';
import styles from './admin.module.css';

export type ProgrammeRow = { key: string; name: string; meta: ReactNode; tag: string | null };

type ProgrammeRowsProps = {
  rows: readonly ProgrammeRow[];
  /** What the rows are, in the plural: "No sessions yet." */
  plural: string;
  open: string | null;
  onOpen: (key: string) => void;
};

export function ProgrammeRows({ rows, plural, open, onOpen }: ProgrammeRowsProps) {
  const { t } = useLingui();
  if (rows.length === 0)
    return (
      <p className={pageStyles.muted}>
        {t`${select(plural, {
          sessions: 'No sessions yet. Import a schedule or create one.',
          speakers: 'No speakers yet. Import a schedule or create one.',
          rooms: 'No rooms yet. Import a schedule or create one.',
          other: `No ${plural} yet. Import a schedule or create one.`,
        })}`}
      </p>
    );
  const label = t`${select(plural, { sessions: 'sessions', speakers: 'speakers', rooms: 'rooms', other: `${plural}` })}`;
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <button
            type="button"
            className={`${styles.row} ${open === row.key ? styles.rowSelected : ''}`}
            onClick={() => onOpen(row.key)}
            aria-pressed={open === row.key}
          >
            <RowThumb src={null} name={row.name} />
            <span className={styles.rowMain}>
              <span className={styles.name}>{row.name}</span>
              <span className={styles.meta}>{row.meta}</span>
            </span>
            {row.tag ? <span className={styles.tag}>{row.tag}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
