// The store item form of the console: name, description, price in tokens, stock, the limit per
// attendee, and whether it is on sale.
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ProductCreateBody } from '#contract/console';
import type { ConsoleProduct } from '../../api/console.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './console.module.css';

type ProductFormProps = {
  product: ConsoleProduct | null;
  errors: Record<string, string>;
  isBusy: boolean;
  onSave: (fields: ProductCreateBody) => void;
  onCancel: () => void;
  children?: ReactNode;
};

export function ProductForm({ product, errors, isBusy, onSave, onCancel, children }: ProductFormProps) {
  const [draft, setDraft] = useState(() => ({
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: String(product?.price ?? 50),
    stock: String(product?.stock ?? 10),
    maxPerUser: String(product?.maxPerUser ?? 1),
    isOnSale: product?.isOnSale ?? true,
  }));
  const set =
    (key: 'name' | 'description' | 'price' | 'stock' | 'maxPerUser') =>
    (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({
      name: draft.name,
      description: draft.description,
      price: Number(draft.price),
      stock: Number(draft.stock),
      max_per_user: Number(draft.maxPerUser),
      is_redeemable: draft.isOnSale,
    });
  }

  const number = { type: 'number', inputMode: 'numeric', min: 0 } as const;
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={product ? `Edit ${product.name}` : 'New product'}
    >
      <h2 className={styles.formTitle}>{product ? 'Edit product' : 'New product'}</h2>
      <TextField
        label="Name"
        value={draft.name}
        onChange={set('name')}
        required
        maxLength={120}
        error={errors.name}
      />
      <TextField
        label="Description"
        value={draft.description}
        onChange={set('description')}
        maxLength={2000}
      />
      <div className={styles.pair}>
        <TextField label="Price (tokens)" {...number} value={draft.price} onChange={set('price')} />
        <TextField label="Stock" {...number} value={draft.stock} onChange={set('stock')} />
      </div>
      <TextField
        label="Most one attendee may buy"
        {...number}
        min={1}
        value={draft.maxPerUser}
        onChange={set('maxPerUser')}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={draft.isOnSale}
          onChange={(event) => setDraft((d) => ({ ...d, isOnSale: event.target.checked }))}
        />
        On sale (attendees see it in the store)
      </label>
      <div className={styles.actions}>
        <Button type="submit" isBusy={isBusy} busyLabel="Saving…">
          {product ? 'Save product' : 'Create product'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {children}
    </form>
  );
}
