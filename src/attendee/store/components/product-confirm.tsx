// The confirmation before a purchase, as a modal <dialog> (focus stays inside, Esc cancels): what
// it costs and what the balance will be after. It stays open with a spinner while buying.
import { useLayoutEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '../../../api/store.ts';
import { Button } from '../../../ui/button.tsx';
import { TokenAmount } from '../../../ui/token-amount.tsx';
import styles from './product-confirm.module.css';

type ProductConfirmProps = {
  product: Product;
  balance: number | null;
  isOpen: boolean;
  isBuying: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ProductConfirm({
  product,
  balance,
  isOpen,
  isBuying,
  onConfirm,
  onCancel,
}: ProductConfirmProps) {
  const { t } = useLingui();
  const name = product.name;
  const ref = useRef<HTMLDialogElement>(null);
  // A layout effect: the dialog closes (and gives focus back to Buy) before the buy bar's effect
  // moves focus on to the result.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  const cancel = () => {
    if (!isBuying) onCancel();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="buy-confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) cancel();
      }}
    >
      <div className={styles.sheet}>
        <h2 id="buy-confirm-title" className={styles.title}>
          <Trans>Buy {name}?</Trans>
        </h2>
        <dl className={styles.sums}>
          <div>
            <dt>
              <Trans>Price</Trans>
            </dt>
            <dd>
              <TokenAmount amount={product.price} />
            </dd>
          </div>
          {balance === null ? null : (
            <div>
              <dt>
                <Trans>Balance after</Trans>
              </dt>
              <dd>
                <TokenAmount amount={Math.max(0, balance - product.price)} />
              </dd>
            </div>
          )}
        </dl>
        <p className={styles.note}>
          <Trans>You pick it up at the help desk by showing your QR code.</Trans>
        </p>
        <div className={styles.actions}>
          <Button isBlock isBusy={isBuying} busyLabel={t`Buying…`} onClick={onConfirm} autoFocus>
            <Trans>Buy now</Trans>
          </Button>
          <Button isBlock variant="secondary" disabled={isBuying} onClick={cancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </div>
    </dialog>
  );
}
