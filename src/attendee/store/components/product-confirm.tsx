// The confirmation before a purchase, as a modal <dialog> (focus stays inside, Esc cancels): what
// it costs and what the balance will be after. It stays open with a spinner while buying.
import { useLayoutEffect, useRef } from 'react';
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
          Buy {product.name}?
        </h2>
        <dl className={styles.sums}>
          <div>
            <dt>Price</dt>
            <dd>
              <TokenAmount amount={product.price} />
            </dd>
          </div>
          {balance === null ? null : (
            <div>
              <dt>Balance after</dt>
              <dd>
                <TokenAmount amount={Math.max(0, balance - product.price)} />
              </dd>
            </div>
          )}
        </dl>
        <p className={styles.note}>You pick it up at the help desk by showing your QR code.</p>
        <div className={styles.actions}>
          <Button isBlock isBusy={isBuying} busyLabel="Buying…" onClick={onConfirm} autoFocus>
            Buy now
          </Button>
          <Button isBlock variant="secondary" disabled={isBuying} onClick={cancel}>
            Cancel
          </Button>
        </div>
      </div>
    </dialog>
  );
}
