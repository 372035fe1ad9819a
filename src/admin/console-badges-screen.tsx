// /admin?section=badges (admin staff, issue 13): every badge, archived ones dimmed, with how many hold
// it; tap one to edit it beside the list (below it on a phone), or create a new one. Deleting a
// badge someone holds archives it: attendees stop seeing it, their history stays.
import { useState, type ReactNode } from 'react';
import { BADGE_TYPES } from '#contract/constants';
import { readConsoleBadges, removeRow, saveRow, setArchived, type ConsoleBadge } from '../api/console.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { LoadProblem } from '../ui/load-problem.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { useReading } from '../ui/use-reading.ts';
import { ArchiveActions } from './components/archive-actions.tsx';
import { BadgeForm } from './components/badge-form.tsx';
import { RowThumb } from './components/row-thumb.tsx';
import { formatShort } from './local-time.ts';
import { useConsoleAction } from './use-console-action.ts';
import { useAdminKey } from './use-admin-key.ts';
import styles from './components/console.module.css';

const TYPE_LABELS = new Map<number, string>(
  Object.values(BADGE_TYPES).map(({ code, label }) => [code, label]),
);

/** null: nothing open; 'new': the create form; a number: that badge's form. */
type Editing = null | 'new' | number;

/** `nav`: the console's section switch, shown under the title. */
export function BadgesScreen({ nav }: { nav: ReactNode }) {
  const userKey = useAdminKey();
  const reading = useReading(userKey === null ? null : `console-badges:${userKey}`, () =>
    readConsoleBadges(userKey ?? ''),
  );
  const action = useConsoleAction();
  const [editing, setEditing] = useState<Editing>(null);
  const badges = reading.data;
  const open = typeof editing === 'number' ? (badges?.find((b) => b.id === editing) ?? null) : null;

  const pick = (next: Editing) => {
    action.clear();
    setEditing(next);
  };

  const form =
    editing === null ? null : (
      <BadgeForm
        key={String(editing)}
        badge={open}
        errors={action.fieldErrors}
        isBusy={action.isBusy}
        onCancel={() => pick(null)}
        onSave={(fields) =>
          void action
            .run(async () => {
              await saveRow('badges', open?.id ?? null, fields);
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
                await setArchived('badges', open.id, isArchived);
                return isArchived ? `${open.name} archived` : `${open.name} restored`;
              }, reading.reload)
            }
            onDelete={() =>
              void action
                .run(async () => {
                  const outcome = await removeRow('badges', open.id);
                  return outcome === 'deleted'
                    ? `${open.name} deleted`
                    : `${open.name} has history: archived`;
                }, reading.reload)
                .then((isDone) => isDone && setEditing(null))
            }
          />
        ) : null}
      </BadgeForm>
    );

  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title="Badges"
        subtitle="Create and edit the event's badges. Attendees see changes on their next visit."
        staleSince={reading.staleSince}
        aside={
          <Button variant="secondary" onClick={() => pick('new')}>
            New badge
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
        {badges === null ? (
          reading.error !== null && !reading.isLoading ? (
            <LoadProblem what="the badges" onRetry={reading.reload} />
          ) : (
            <div className={`${pageStyles.skeleton} ${styles.skeleton}`} aria-label="Loading" />
          )
        ) : badges.length === 0 ? (
          <p className={pageStyles.muted}>No badges yet. Create the first one.</p>
        ) : (
          <ul className={styles.list}>
            {badges.map((badge) => (
              <li key={badge.id}>
                <BadgeRow badge={badge} isSelected={editing === badge.id} onOpen={() => pick(badge.id)} />
              </li>
            ))}
          </ul>
        )}
        {form}
      </div>
    </div>
  );
}

function BadgeRow({
  badge,
  isSelected,
  onOpen,
}: {
  badge: ConsoleBadge;
  isSelected: boolean;
  onOpen: () => void;
}) {
  const classes = [
    styles.row,
    isSelected ? styles.rowSelected : '',
    badge.isArchived ? styles.rowArchived : '',
  ];
  return (
    <button type="button" className={classes.join(' ')} onClick={onOpen} aria-pressed={isSelected}>
      <RowThumb src={badge.avatar} name={badge.name} />
      <span className={styles.rowMain}>
        <span className={styles.name}>{badge.name}</span>
        <span className={styles.meta}>
          {TYPE_LABELS.get(badge.type) ?? `Type ${badge.type}`} · {badge.tokens} tokens · {badge.awarded} held
          · gifting {formatShort(badge.beginBadge)}–{formatShort(badge.endBadge)}
        </span>
      </span>
      {badge.isArchived ? <span className={styles.tag}>Archived</span> : null}
    </button>
  );
}
