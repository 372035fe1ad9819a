// /attendee/store (seed-spec §2; reference-client.md §2.11): the attendee's balance and the
// product grid, readable offline after one visit. A card opens /product/:id, where buying is.
import { Trans } from '@lingui/react/macro';
import { StaleMark } from '../../ui/stale-mark.tsx';
import page from './components/store-page.module.css';
import { StoreBalance } from '../shared/components/store-balance.tsx';
import { StoreShelf } from './components/store-shelf.tsx';
import { useMe } from '../shared/use-me.ts';
import { useOutboxBuys } from '../../outbox/use-outbox-buys.ts';
import { useStore } from './use-store.ts';

export function StoreScreen() {
  const store = useStore();
  const me = useMe();
  // Buys waiting in the outbox are already spent, as far as the attendee is concerned.
  const { pendingCost } = useOutboxBuys(me.reload);
  return (
    <div className={page.screen}>
      <header className={page.head}>
        <div className={page.titles}>
          <h1 className={page.title}>
            <Trans>Store</Trans>
          </h1>
          <p className={page.subtitle}>
            <Trans>Trade your tokens for merch. Pick up what you buy at the help desk.</Trans>
          </p>
          {store.data !== null && store.staleSince !== null ? (
            <StaleMark storedAt={store.staleSince} />
          ) : null}
        </div>
        <StoreBalance balance={me.data === null ? null : me.data.tokenBalance - pendingCost} />
      </header>
      <StoreShelf reading={store} />
    </div>
  );
}
