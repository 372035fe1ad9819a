// The page of a console catalogue (badges, store items, prizes, sponsors): the title with its New
// button, the section switch, the last write's notice, then the rows (or a skeleton, a load
// problem, an empty note) with the open form beside them (above them on a phone). Each screen
// brings how its rows read, its form, and anything under the list; this holds none of its data.
// The rows are one Tab stop, walked with the arrow keys.
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { focusOn } from '../../ui/focus.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { pageStyles, ScreenHeader } from '../../ui/screen-header.tsx';
import type { ReadingState } from '../../ui/use-reading.ts';
import type { EditedList, Editing } from '../use-editing.ts';
import { RowThumb } from './row-thumb.tsx';
import styles from './admin.module.css';
import { SectionLoad } from './section-load.tsx';

type CatalogueRow = { id: number; name: string; isArchived: boolean };

/** How a row reads besides its name: its picture (its initial when null), one line, a tag. */
export type RowLook = { image: string | null; meta: ReactNode; tag: string | null };

type CatalogueSectionProps<T extends CatalogueRow> = {
  title: string;
  subtitle: string;
  newLabel: string;
  /** What the rows are, in the plural: "No badges yet.", "Could not load the badges". */
  plural: string;
  /** The console's section switch, shown under the title. */
  nav: ReactNode;
  reading: Pick<ReadingState<unknown>, 'staleSince' | 'error' | 'isLoading' | 'reload'>;
  list: EditedList<T>;
  lookOf: (row: T) => RowLook;
  /** The open form, after the list (first on a phone, see admin.module.css). */
  side: ReactNode;
  /** Under the list and the form. */
  children?: ReactNode;
};

export function CatalogueSection<T extends CatalogueRow>(props: CatalogueSectionProps<T>) {
  const { t } = useLingui();
  const { reading, plural } = props;
  const { rows, notice, editing, onPick } = props.list;
  const noticeRef = useRef<HTMLDivElement>(null);
  // A write that closed the form (created, saved, deleted): focus goes to what it says.
  useEffect(() => {
    if (notice !== null && editing === null) focusOn(noticeRef.current);
  }, [notice, editing]);
  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title={props.title}
        subtitle={props.subtitle}
        staleSince={reading.staleSince}
        aside={
          <Button variant="secondary" onClick={() => onPick('new')}>
            {props.newLabel}
          </Button>
        }
      />
      {props.nav}
      {notice ? (
        <div ref={noticeRef} tabIndex={-1}>
          <FormAlert tone={notice.tone} title={notice.title}>
            {notice.detail}
          </FormAlert>
        </div>
      ) : null}
      <div className={styles.layout}>
        <SectionLoad
          data={rows}
          reading={reading}
          what={t`${select(plural, {
            badges: 'the badges',
            products: 'the products',
            prizes: 'the prizes',
            sponsors: 'the sponsors',
            codes: 'the codes',
            courses: 'the courses',
            other: `the ${plural}`,
          })}`}
        >
          {(rows) =>
            rows.length === 0 ? (
              <p className={pageStyles.muted}>
                {t`${select(plural, {
                  badges: 'No badges yet. Create the first one.',
                  products: 'No products yet. Create the first one.',
                  prizes: 'No prizes yet. Create the first one.',
                  sponsors: 'No sponsors yet. Create the first one.',
                  codes: 'No codes yet. Create the first one.',
                  courses: 'No courses yet. Create the first one.',
                  other: `No ${plural} yet. Create the first one.`,
                })}`}
              </p>
            ) : (
              <RowList rows={rows} editing={editing} onPick={onPick} lookOf={props.lookOf} />
            )
          }
        </SectionLoad>
        {props.side}
      </div>
      {props.children}
    </div>
  );
}

const ROW_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, count) => count - 1,
};

type RowListProps<T extends CatalogueRow> = {
  rows: readonly T[];
  editing: Editing;
  onPick: (next: Editing) => void;
  lookOf: (row: T) => RowLook;
};

/**
 * The rows as one Tab stop (issue 27: a hundred rows were a hundred Tabs): the arrow keys, Home
 * and End move between them; Tab leaves the list from the row last focused, or the open one.
 */
function RowList<T extends CatalogueRow>({ rows, editing, onPick, lookOf }: RowListProps<T>) {
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const stopId = [focusedId, editing].find((id) => rows.some((row) => row.id === id)) ?? rows[0]?.id;
  function move(event: KeyboardEvent<HTMLUListElement>) {
    const step = ROW_KEYS[event.key];
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > li > button')];
    const index = buttons.findIndex((button) => button === document.activeElement);
    if (step === undefined || index === -1) return;
    event.preventDefault();
    buttons[step(index, buttons.length)]?.focus();
  }
  return (
    <ul className={styles.list} onKeyDown={move}>
      {rows.map((row) => (
        <li key={row.id}>
          <Row
            row={row}
            look={lookOf(row)}
            isSelected={editing === row.id}
            isTabStop={row.id === stopId}
            onFocus={() => setFocusedId(row.id)}
            onOpen={() => onPick(row.id)}
          />
        </li>
      ))}
    </ul>
  );
}

type RowProps = {
  row: CatalogueRow;
  look: RowLook;
  isSelected: boolean;
  isTabStop: boolean;
  onFocus: () => void;
  onOpen: () => void;
};

function Row({ row, look, isSelected, isTabStop, onFocus, onOpen }: RowProps) {
  const classes = [
    styles.row,
    isSelected ? styles.rowSelected : '',
    row.isArchived ? styles.rowArchived : '',
  ];
  return (
    <button
      type="button"
      className={classes.join(' ')}
      onClick={onOpen}
      onFocus={onFocus}
      aria-pressed={isSelected}
      tabIndex={isTabStop ? 0 : -1}
    >
      <RowThumb src={look.image} name={row.name} />
      <span className={styles.rowMain}>
        <span className={styles.name}>{row.name}</span>
        <span className={styles.meta}>{look.meta}</span>
      </span>
      {look.tag ? <span className={styles.tag}>{look.tag}</span> : null}
    </button>
  );
}
