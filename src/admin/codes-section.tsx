// /admin?section=codes (admin staff, issue 23): the codes attendees type in "Got a code?" on their
// profile, each giving a badge once per attendee, with its limit, expiry and uses; tap one to see
// who used it, change it, disable or delete it, or make a new one. Loaded only when opened.
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { dateLocale } from '#i18n/runtime';
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
  const { t } = useLingui();
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
        return open ? t`Code saved` : t`Code created: hand it out`;
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
          const name = open.name;
          return isDisabled ? t`${name}: disabled` : t`${name}: works again`;
        }, reading.reload)
      }
      onDelete={() =>
        void action
          .run(async () => {
            const outcome = await removeCode(open.code);
            const name = open.name;
            return outcome === 'deleted' ? t`${name}: deleted` : t`${name} was used: disabled`;
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
      title={t`Codes`}
      subtitle={t`Codes attendees type in “Got a code?” on their profile. Each gives its badge once per attendee.`}
      newLabel={t`New code`}
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
  new Intl.DateTimeFormat(dateLocale(), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

function codeLook(code: CodeRow): RowLook {
  const { uses, useLimit } = code;
  const used = useLimit === null ? t`used ${uses}` : t`used ${uses} of ${useLimit}`;
  const date = code.expiresAt === null ? '' : fullDate(code.expiresAt);
  const until = code.expiresAt === null ? t`no expiry` : t`until ${date}`;
  const isExpired = code.expiresAt !== null && new Date(code.expiresAt) <= new Date();
  const isUsedUp = code.useLimit !== null && code.uses >= code.useLimit;
  return {
    image: null,
    meta: (
      <>
        {code.label ? `${code.badgeName} · ` : ''}
        {`${code.code.slice(0, 8)}… · ${used} · ${until}`}
      </>
    ),
    tag: code.disabledAt !== null ? t`Disabled` : isExpired ? t`Expired` : isUsedUp ? t`Used up` : null,
  };
}
