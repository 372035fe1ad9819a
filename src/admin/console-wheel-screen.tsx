// /admin?section=wheel (admin staff, issue 13): every wheel prize, archived ones dimmed, with the units
// won; tap one to edit it, or create one; below, the odds of the prizes on the wheel, edited
// together with their total. A prize leaves the wheel (archive, delete) only at 0 %; deleting one
// someone won archives it.
import { useState, type ReactNode } from 'react';
import {
  readConsoleWheel,
  removeRow,
  saveOdds,
  saveRow,
  setArchived,
  type ConsolePrize,
} from '../api/console.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { LoadProblem } from '../ui/load-problem.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { useReading } from '../ui/use-reading.ts';
import { ArchiveActions } from './components/archive-actions.tsx';
import { OddsTable } from './components/odds-table.tsx';
import { PrizeForm } from './components/prize-form.tsx';
import { percentOf } from './odds.ts';
import { RowThumb } from './components/row-thumb.tsx';
import { useConsoleAction } from './use-console-action.ts';
import { useAdminKey } from './use-admin-key.ts';
import styles from './components/console.module.css';

/** null: nothing open; 'new': the create form; a number: that prize's form. */
type Editing = null | 'new' | number;

/** `nav`: the console's section switch, shown under the title. */
export function WheelScreen({ nav }: { nav: ReactNode }) {
  const userKey = useAdminKey();
  const reading = useReading(userKey === null ? null : `console-wheel:${userKey}`, () =>
    readConsoleWheel(userKey ?? ''),
  );
  const action = useConsoleAction();
  const [editing, setEditing] = useState<Editing>(null);
  const prizes = reading.data?.prizes ?? null;
  const onWheel = prizes?.filter((p) => !p.isArchived) ?? [];
  const open = typeof editing === 'number' ? (prizes?.find((p) => p.id === editing) ?? null) : null;

  const pick = (next: Editing) => {
    action.clear();
    setEditing(next);
  };

  const form =
    editing === null ? null : (
      <PrizeForm
        key={String(editing)}
        prize={open}
        errors={action.fieldErrors}
        isBusy={action.isBusy}
        onCancel={() => pick(null)}
        onSave={(fields) =>
          void action
            .run(async () => {
              await saveRow('prizes', open?.id ?? null, fields);
              return open ? `${fields.name} saved` : `${fields.name} created`;
            }, reading.reload)
            .then((isDone) => isDone && setEditing(null))
        }
      >
        {open ? (
          <ArchiveActions
            isArchived={open.isArchived}
            isBusy={action.isBusy}
            onArchive={(isArchived) =>
              void action.run(async () => {
                await setArchived('prizes', open.id, isArchived);
                return isArchived ? `${open.name} archived` : `${open.name} restored`;
              }, reading.reload)
            }
            onDelete={() =>
              void action
                .run(async () => {
                  const outcome = await removeRow('prizes', open.id);
                  return outcome === 'deleted'
                    ? `${open.name} deleted`
                    : `${open.name} has history: archived`;
                }, reading.reload)
                .then((isDone) => isDone && setEditing(null))
            }
          />
        ) : null}
      </PrizeForm>
    );

  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title="Wheel"
        subtitle="Prizes of the wheel and their odds. The odds must add up to 100 %."
        staleSince={reading.staleSince}
        aside={
          <Button variant="secondary" onClick={() => pick('new')}>
            New prize
          </Button>
        }
      />
      {nav}
      {action.notice ? (
        <FormAlert tone={action.notice.tone} title={action.notice.title}>
          {action.notice.detail}
        </FormAlert>
      ) : null}
      <div className={styles.layout}>
        {prizes === null ? (
          reading.error !== null && !reading.isLoading ? (
            <LoadProblem what="the prizes" onRetry={reading.reload} />
          ) : (
            <div className={`${pageStyles.skeleton} ${styles.skeleton}`} aria-label="Loading" />
          )
        ) : prizes.length === 0 ? (
          <p className={pageStyles.muted}>No prizes yet. Create the first one.</p>
        ) : (
          <ul className={styles.list}>
            {prizes.map((prize) => (
              <li key={prize.id}>
                <PrizeRow prize={prize} isSelected={editing === prize.id} onOpen={() => pick(prize.id)} />
              </li>
            ))}
          </ul>
        )}
        {form}
      </div>
      {onWheel.length > 0 ? (
        <OddsTable
          key={onWheel.map((p) => `${p.id}:${p.probability}`).join(',')}
          prizes={onWheel}
          isBusy={action.isBusy}
          error={action.fieldErrors.probability ?? action.fieldErrors.odds}
          onSave={(odds) =>
            void action.run(async () => {
              await saveOdds(odds);
              return 'Odds saved: the wheel draws them from the next spin';
            }, reading.reload)
          }
        />
      ) : null}
    </div>
  );
}

function PrizeRow({
  prize,
  isSelected,
  onOpen,
}: {
  prize: ConsolePrize;
  isSelected: boolean;
  onOpen: () => void;
}) {
  const classes = [
    styles.row,
    isSelected ? styles.rowSelected : '',
    prize.isArchived ? styles.rowArchived : '',
  ];
  return (
    <button type="button" className={classes.join(' ')} onClick={onOpen} aria-pressed={isSelected}>
      <RowThumb src={prize.avatar} name={prize.name} />
      <span className={styles.rowMain}>
        <span className={styles.name}>{prize.name}</span>
        <span className={styles.meta}>
          {percentOf(prize.probability)} % · {prize.stock} in stock · {prize.won} won · max{' '}
          {prize.maxPerAttendee}
        </span>
      </span>
      {prize.isArchived ? <span className={styles.tag}>Archived</span> : null}
    </button>
  );
}
