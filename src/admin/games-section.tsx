// /admin?section=games (admin staff, issue 23): the wheel's spin price and the slots' pay table.
// Both apply from the next spin; a mistake is shown on its field. Loaded only when opened.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { readConsoleGames, savePaytable, saveSpinPrice } from './api/games.ts';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { useReading } from '../ui/use-reading.ts';
import { PaytableEditor } from './components/paytable-editor.tsx';
import { SpinPriceForm } from './components/spin-price-form.tsx';
import { useUserKey } from '../session/session-context.ts';
import { useConsoleAction } from './use-admin-action.ts';
import styles from './components/admin.module.css';
import { SectionLoad } from './components/section-load.tsx';
import { ActionNotice } from './components/action-notice.tsx';

/** `nav`: the console's section switch, shown under the title. */
export function GamesSection({ nav }: { nav: ReactNode }) {
  const { t } = useLingui();
  const userKey = useUserKey();
  const reading = useReading(userKey === null ? null : `console-games:${userKey}`, () =>
    readConsoleGames(userKey ?? ''),
  );
  const action = useConsoleAction();
  const games = reading.data;
  // Each form starts again from what the server holds after its own save went through; a price
  // saved while the pay table is being edited leaves the table's edits alone.
  const tableVersion = games?.paytable.map((l) => `${l.multiplier}:${l.probability}`).join(',') ?? '';

  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title={t`Games`}
        subtitle={t`The wheel's price and what the slots pay. Changes apply from the next spin.`}
        staleSince={reading.staleSince}
      />
      {nav}
      <ActionNotice notice={action.notice} />
      <SectionLoad data={games} reading={reading} what={t`the game settings`}>
        {(games) => (
          <div className={styles.layout}>
            <SpinPriceForm
              key={`price:${games.spinPrice}`}
              price={games.spinPrice}
              error={action.fieldErrors.spin_price}
              isBusy={action.isBusy}
              onSave={(price) =>
                void action.run(async () => {
                  await saveSpinPrice(price);
                  return t`${plural(price, { one: 'A spin now costs # token', other: 'A spin now costs # tokens' })}`;
                }, reading.reload)
              }
            />
            <PaytableEditor
              key={`table:${tableVersion}`}
              paytable={games.paytable}
              errors={action.fieldErrors}
              isBusy={action.isBusy}
              onSave={(paytable) =>
                void action.run(async () => {
                  await savePaytable(paytable);
                  return t`Pay table saved: the slots pay it from the next spin`;
                }, reading.reload)
              }
            />
          </div>
        )}
      </SectionLoad>
    </div>
  );
}
