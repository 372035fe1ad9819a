// /attendee/inventory (seed-spec §2; reference-client.md §2.12): what the attendee bought or won
// and still has to collect, what was handed over, and how to collect (show the QR code at the
// help desk). Read from the signed-in attendee, so it works offline after one visit. Buys still in
// the outbox show first as "waiting to sync"; the lists are read again when one settles.
import { Trans, useLingui } from '@lingui/react/macro';
import { StaleMark } from '../../ui/stale-mark.tsx';
import { InventoryCollectBar, InventoryCollectHint } from './components/inventory-collect.tsx';
import { InventoryEmpty } from './components/inventory-empty.tsx';
import { InventoryList } from './components/inventory-list.tsx';
import { InventoryPending } from './components/inventory-pending.tsx';
import { useOutboxBuys } from '../../outbox/use-outbox-buys.ts';
import page from './components/store-page.module.css';
import { StoreNotice } from './components/store-notice.tsx';
import { useInventory } from './use-inventory.ts';

export function InventoryScreen() {
  const { t } = useLingui();
  const { inventory, staleSince, error, reload } = useInventory();
  const { pendingBuys } = useOutboxBuys(reload);
  const isEmpty =
    inventory !== null && inventory.toCollect.length + inventory.delivered.length + pendingBuys.length === 0;
  return (
    <div className={page.screen}>
      <header className={page.head}>
        <div className={page.titles}>
          <h1 className={page.title}>
            <Trans>Inventory</Trans>
          </h1>
          <p className={page.subtitle}>
            <Trans>Everything you bought or won this week, and what is still waiting for you.</Trans>
          </p>
          {inventory !== null && staleSince !== null ? <StaleMark storedAt={staleSince} /> : null}
        </div>
      </header>
      {inventory === null && error !== null ? (
        <StoreNotice tone="error" title={t`Your inventory did not load`} onRetry={reload}>
          <p>
            <Trans>Check your connection. Once loaded, your inventory stays readable offline.</Trans>
          </p>
        </StoreNotice>
      ) : inventory === null ? (
        <InventoryList title={t`Loading`} items={null} />
      ) : isEmpty ? (
        <InventoryEmpty />
      ) : (
        <>
          {pendingBuys.length === 0 ? null : <InventoryPending rows={pendingBuys} />}
          {inventory.toCollect.length === 0 ? null : (
            <InventoryList title={t`To collect`} items={inventory.toCollect}>
              <InventoryCollectHint units={inventory.unitsToCollect} />
            </InventoryList>
          )}
          {inventory.delivered.length === 0 ? null : (
            <InventoryList title={t`Delivered`} items={inventory.delivered} />
          )}
          {inventory.toCollect.length === 0 ? null : <InventoryCollectBar />}
        </>
      )}
    </div>
  );
}
