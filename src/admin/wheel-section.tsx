// /admin?section=wheel (admin staff, issue 13): every wheel prize, archived ones dimmed, with the units
// won; tap one to edit it, or create one; below, the odds of the prizes on the wheel, edited
// together with their total. A prize leaves the wheel (archive, delete) only at 0 %; deleting one
// someone won archives it.
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { readConsoleWheel, saveOdds, type ConsolePrize } from './api/catalogue.ts';
import { useReading } from '../ui/use-reading.ts';
import { ArchiveActions } from './components/archive-actions.tsx';
import { LazyPictureField } from './components/lazy-picture-field.tsx';
import { CatalogueSection, type RowLook } from './components/catalogue-section.tsx';
import { CsvImportButton } from './components/csv-import-button.tsx';
import { OddsTable } from './components/odds-table.tsx';
import { PrizeForm } from './components/prize-form.tsx';
import { percentOf } from './odds.ts';
import { useCatalogue } from './use-catalogue.ts';
import { useConsoleAction } from './use-admin-action.ts';
import { useUserKey } from '../session/session-context.ts';

/** `nav`: the console's section switch, shown under the title. */
export function WheelSection({ nav }: { nav: ReactNode }) {
  const { t } = useLingui();
  const userKey = useUserKey();
  const reading = useReading(userKey === null ? null : `console-wheel:${userKey}`, () =>
    readConsoleWheel(userKey ?? ''),
  );
  const action = useConsoleAction();
  const prizes = reading.data?.prizes ?? null;
  const onWheel = prizes?.filter((p) => !p.isArchived) ?? [];
  const { editing, open, list, formProps, archive } = useCatalogue('prizes', prizes, action, reading.reload);

  const form =
    editing === null ? null : (
      <PrizeForm key={String(editing)} prize={open} rows={prizes} {...formProps}>
        {archive ? <ArchiveActions {...archive} /> : null}
        {open ? (
          <LazyPictureField kind="prizes" id={open.id} current={open.avatar} onChanged={reading.reload} />
        ) : null}
      </PrizeForm>
    );

  return (
    <CatalogueSection
      title={t`Wheel`}
      subtitle={t`Prizes of the wheel and their odds. The odds must add up to 100 %.`}
      newLabel={t`New prize`}
      plural="prizes"
      nav={nav}
      reading={reading}
      list={list}
      lookOf={prizeLook}
      side={form}
    >
      {onWheel.length > 0 ? (
        <OddsTable
          prizes={onWheel}
          isBusy={action.isBusy}
          error={action.fieldErrors.probability ?? action.fieldErrors.odds}
          onSave={(odds) =>
            action.run(async () => {
              await saveOdds(odds);
              return t`Odds saved: the wheel draws them from the next spin`;
            }, reading.reload)
          }
        />
      ) : null}
      <CsvImportButton kind="prizes" onImported={reading.reload} />
    </CatalogueSection>
  );
}

function prizeLook(prize: ConsolePrize): RowLook {
  const { stock, won, maxPerAttendee } = prize;
  const odds = percentOf(prize.probability);
  return {
    image: prize.avatar,
    meta: t`${odds} % · ${stock} in stock · ${won} won · max ${maxPerAttendee}`,
    tag: prize.isArchived ? t`Archived` : null,
  };
}
