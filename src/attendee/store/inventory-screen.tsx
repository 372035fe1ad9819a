// /attendee/inventory (seed-spec §2; reference-client.md §2.12): what the attendee bought or won
// and still has to collect, what was handed over, and how to collect (show the QR code at the
// help desk). Read from the signed-in attendee, so it works offline after one visit. Buys still in
// the outbox show first as "waiting to sync"; the lists are read again when one settles.
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
  const { inventory, staleSince, error, reload } = useInventory();
  const { pendingBuys } = useOutboxBuys(reload);
  const isEmpty =
    inventory !== null && inventory.toCollect.length + inventory.delivered.length + pendingBuys.length === 0;
  return (
    <div className={page.screen}>
      <header className={page.head}>
        <div className={page.titles}>
          <h1 className={page.title}>Inventory</h1>
          <p className={page.subtitle}>
            Everything you bought or won this week, and what is still waiting for you.
          </p>
          {inventory !== null && staleSince !== null ? <StaleMark storedAt={staleSince} /> : null}
        </div>
      </header>
      {inventory === null && error !== null ? (
        <StoreNotice tone="error" title="Your inventory did not load" onRetry={reload}>
          <p>Check your connection. Once loaded, your inventory stays readable offline.</p>
        </StoreNotice>
      ) : inventory === null ? (
        <InventoryList title="Loading" items={null} />
      ) : isEmpty ? (
        <InventoryEmpty />
      ) : (
        <>
          {pendingBuys.length === 0 ? null : <InventoryPending rows={pendingBuys} />}
          {inventory.toCollect.length === 0 ? null : (
            <InventoryList title="To collect" items={inventory.toCollect}>
              <InventoryCollectHint units={inventory.unitsToCollect} />
            </InventoryList>
          )}
          {inventory.delivered.length === 0 ? null : (
            <InventoryList title="Delivered" items={inventory.delivered} />
          )}
          {inventory.toCollect.length === 0 ? null : <InventoryCollectBar />}
        </>
      )}
    </div>
  );
}
