// /admin?section=codes (admin staff, issue 23): the codes attendees type in "Got a code?" on their
// profile, each giving a badge once per attendee, with its limit, expiry and uses; tap one to see
// who used it, change it, disable or delete it, or make a new one. Loaded only when opened.
import type { ReactNode } from 'react';
import { readConsoleBadges } from './api/catalogue.ts';
import {
  readConsoleCodes,
  removeCode,
  saveCode,
  setCodeDisabled,
  type CodeFields,
  type ConsoleCode,
} from './api/codes.ts';
import { useReading } from '../ui/use-reading.ts';
import { CatalogueSection, type RowLook } from './components/catalogue-section.tsx';
import { CodeForm } from './components/code-form.tsx';
import { CodeUses } from './components/code-uses.tsx';
import { useUserKey } from '../session/session-context.ts';
import { useConsoleAction } from './use-admin-action.ts';
import { useEditing } from './use-editing.ts';

/** A code as a list row: numbered in the order made, so an open row stays open across reads. */
type CodeRow = ConsoleCode & { id: number; name: string; isArchived: boolean };

const rowsOf = (codes: readonly ConsoleCode[]): CodeRow[] =>
  [...codes]
    .sort((a, b) => a.insertedAt.localeCompare(b.insertedAt) || a.code.localeCompare(b.code))
    .map((c, i) => ({ ...c, id: i + 1, name: c.label || c.badgeName, isArchived: c.disabledAt !== null }));

/** `nav`: the console's section switch, shown under the title. */
export function CodesSection({ nav }: { nav: ReactNode }) {
  const userKey = useUserKey();
  const reading = useReading(userKey === null ? null : `console-codes:${userKey}`, () =>
    readConsoleCodes(userKey ?? ''),
  );
  const badges = useReading(userKey === null ? null : `console-badges:${userKey}`, () =>
    readConsoleBadges(userKey ?? ''),
  );
  const action = useConsoleAction();
  const rows = reading.data ? rowsOf(reading.data) : null;
  const { editing, setEditing, open, pick, list } = useEditing(rows, action);
  const badgeOptions = (badges.data ?? [])
    .filter((b) => !b.isArchived)
    .map((b) => ({ value: String(b.id), label: b.name }));

  const save = (fields: CodeFields) =>
    void action
      .run(async () => {
        await saveCode(open?.code ?? null, fields);
        return open ? 'Code saved' : 'Code created: hand it out';
      }, reading.reload)
      .then((isDone) => {
        // A new code opens, so its code is there to copy.
        if (isDone && !open) setEditing(rows === null ? null : rows.length + 1);
        else if (isDone) setEditing(null);
      });

  const under = open ? (
    <CodeUses
      code={open}
      isBusy={action.isBusy}
      onDisable={(isDisabled) =>
        void action.run(async () => {
          await setCodeDisabled(open.code, isDisabled);
          return isDisabled ? `${open.name}: disabled` : `${open.name}: works again`;
        }, reading.reload)
      }
      onDelete={() =>
        void action
          .run(async () => {
            const outcome = await removeCode(open.code);
            return outcome === 'deleted' ? `${open.name}: deleted` : `${open.name} was used: disabled`;
          }, reading.reload)
          .then((isDone) => isDone && setEditing(null))
      }
    />
  ) : null;

  const form =
    editing === null ? null : (
      <CodeForm
        // Keyed by its code too: a new code opens before the list holding it has arrived.
        key={`${String(editing)}:${open?.code ?? ''}`}
        code={open}
        badgeOptions={badgeOptions}
        errors={action.fieldErrors}
        isBusy={action.isBusy}
        onSave={save}
        onCancel={() => pick(null)}
      >
        {under}
      </CodeForm>
    );

  return (
    <CatalogueSection
      title="Codes"
      subtitle="Codes attendees type in “Got a code?” on their profile. Each gives its badge once per attendee."
      newLabel="New code"
      plural="codes"
      nav={nav}
      reading={reading}
      list={list}
      lookOf={codeLook}
      side={form}
    />
  );
}

const fullDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

function codeLook(code: CodeRow): RowLook {
  const limit = code.useLimit === null ? '' : ` of ${code.useLimit}`;
  const until = code.expiresAt === null ? 'no expiry' : `until ${fullDate(code.expiresAt)}`;
  const isExpired = code.expiresAt !== null && new Date(code.expiresAt) <= new Date();
  const isUsedUp = code.useLimit !== null && code.uses >= code.useLimit;
  return {
    image: null,
    meta: (
      <>
        {code.label ? `${code.badgeName} · ` : ''}
        {`${code.code.slice(0, 8)}… · used ${code.uses}${limit} · ${until}`}
      </>
    ),
    tag: code.disabledAt !== null ? 'Disabled' : isExpired ? 'Expired' : isUsedUp ? 'Used up' : null,
  };
}
