// /product/:id (seed-spec §2; reference-client.md §2.11): one product with its stock and the
// attendee's remaining limit, and buying one unit with a confirmation and a result in place.
// After every answer the product and the balance are read again, so both are the server's; a buy
// kept by the outbox shows "saved, will sync", its price is held off the balance shown, and the
// screen reads again when the outbox settles it (DESIGN.md §5).
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/link.tsx';
import { isMissing } from '../../api/store.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { StaleMark } from '../../ui/stale-mark.tsx';
import { useIsOnline } from '../../ui/use-online.ts';
import { ProductBuyBar } from './components/product-buy-bar.tsx';
import { ProductConfirm } from './components/product-confirm.tsx';
import { ProductDetail } from './components/product-detail.tsx';
import { ProductSkeleton } from './components/product-skeleton.tsx';
import page from './components/store-page.module.css';
import { StoreNotice } from './components/store-notice.tsx';
import styles from './components/product-screen.module.css';
import { parseProductId } from './store-shelf.ts';
import { useBuy } from './use-buy.ts';
import { canQueueWrites } from '../../outbox/can-queue.ts';
import { useMe } from '../shared/use-me.ts';
import { useOutboxBuys } from '../../outbox/use-outbox-buys.ts';
import { useProduct } from './use-product.ts';

export function ProductScreen() {
  const { t } = useLingui();
  const id = parseProductId(useParams().id);
  const product = useProduct(id);
  const me = useMe();
  const isOnline = useIsOnline();
  const { reload: reloadProduct } = product;
  const { reload: reloadMe } = me;
  const onSettled = useCallback(() => {
    reloadProduct();
    reloadMe();
  }, [reloadProduct, reloadMe]);
  const buy = useBuy(id, onSettled, product.data);
  const { pendingCost } = useOutboxBuys(onSettled);
  const balance = me.data === null ? null : me.data.tokenBalance - pendingCost;

  return (
    <div className={page.screen}>
      <Link className={styles.back} to="/attendee/store">
        <span aria-hidden="true">←</span> <Trans>Store</Trans>
      </Link>
      {id === null || (product.data === null && isMissing(product.error)) ? (
        <StoreNotice
          tone="empty"
          title={t`This product is not in the store`}
          actions={
            <ButtonLink to="/attendee/store">
              <Trans>Back to the store</Trans>
            </ButtonLink>
          }
        >
          <p>
            <Trans>The link may be old, or the product was taken off the shelves.</Trans>
          </p>
        </StoreNotice>
      ) : product.data === null && product.error !== null ? (
        <StoreNotice tone="error" title={t`This product did not load`} onRetry={product.reload}>
          <p>
            <Trans>Check your connection and try again.</Trans>
          </p>
        </StoreNotice>
      ) : product.data === null ? (
        <ProductSkeleton />
      ) : (
        <>
          {product.staleSince === null ? null : <StaleMark storedAt={product.staleSince} />}
          <ProductDetail
            product={product.data}
            actions={
              <ProductBuyBar
                product={product.data}
                balance={balance}
                heldTokens={pendingCost}
                isOnline={isOnline}
                canQueue={canQueueWrites()}
                buy={buy}
              />
            }
          />
          <ProductConfirm
            product={product.data}
            balance={balance}
            isOpen={buy.state.phase === 'confirming' || buy.state.phase === 'buying'}
            isBuying={buy.state.phase === 'buying'}
            onConfirm={() => void buy.confirm()}
            onCancel={buy.cancel}
          />
        </>
      )}
    </div>
  );
}
