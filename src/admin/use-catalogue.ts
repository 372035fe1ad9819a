// The writes of the plain catalogues (badges, store items, prizes) on their open row: save (the
// form closes when it went through), archive or restore, and delete, which the server turns into
// an archive when the row has history. Sponsors write through their own calls and keep theirs.
import { select, t } from '@lingui/core/macro';
import { removeRow, saveRow, setArchived } from './api/catalogue.ts';
import type { ConsoleAction } from './use-admin-action.ts';
import { useEditing } from './use-editing.ts';

type Kind = Parameters<typeof saveRow>[0];
type Fields = Parameters<typeof saveRow>[2];
type Row = { id: number; name: string; isArchived: boolean };

export function useCatalogue<T extends Row>(
  kind: Kind,
  rows: readonly T[] | null,
  action: ConsoleAction,
  reload: () => void,
  /** What else picking a row forgets, as in useEditing. */
  onPick?: () => void,
) {
  const editing = useEditing(rows, action, onPick);
  const { open, setEditing } = editing;
  const close = (isDone: boolean) => isDone && setEditing(null);

  const save = (fields: Fields) =>
    void action
      .run(async () => {
        await saveRow(kind, open?.id ?? null, fields);
        const name = fields.name;
        // NOTE: a badge is feminine in Portuguese, a product or a prize masculine.
        return open
          ? t`${select(kind, { badges: `${name} saved`, other: `${name} saved` })}`
          : t`${select(kind, { badges: `${name} created`, other: `${name} created` })}`;
      }, reload)
      .then(close);

  /** The props of the open row's ArchiveActions; null on the create form. */
  const archive = open
    ? {
        isArchived: open.isArchived,
        isBusy: action.isBusy,
        onArchive: (isArchived: boolean) =>
          void action.run(async () => {
            await setArchived(kind, open.id, isArchived);
            const name = open.name;
            return isArchived
              ? t`${select(kind, { badges: `${name} archived`, other: `${name} archived` })}`
              : t`${select(kind, { badges: `${name} restored`, other: `${name} restored` })}`;
          }, reload),
        onDelete: () =>
          void action
            .run(async () => {
              const outcome = await removeRow(kind, open.id);
              const name = open.name;
              return outcome === 'deleted'
                ? t`${select(kind, { badges: `${name} deleted`, other: `${name} deleted` })}`
                : t`${select(kind, { badges: `${name} has history: archived`, other: `${name} has history: archived` })}`;
            }, reload)
            .then(close),
      }
    : null;

  /** The props every catalogue form takes besides its row. */
  const formProps = {
    errors: action.fieldErrors,
    isBusy: action.isBusy,
    onCancel: () => editing.pick(null),
    onSave: save,
  };

  return { ...editing, formProps, archive };
}
