// The store item form of the console: name, description, price in tokens, stock, the limit per
// attendee, and whether it is on sale.
import { useLingui } from '@lingui/react/macro';
import type { ProductCreateBody } from '#contract/catalogue-admin';
import type { ConsoleProduct } from '../api/catalogue.ts';
import { TextField } from '../../ui/text-field.tsx';
import { nameClash } from '../name-clash.ts';
import { useDraft } from '../use-draft.ts';
import { CheckField } from './check-field.tsx';
import { ConsoleForm, type FormFrameProps } from './section-form.tsx';
import { NameFields } from './name-fields.tsx';
import styles from './admin.module.css';

type ProductFormProps = FormFrameProps<ProductCreateBody> & {
  product: ConsoleProduct | null;
  /** Every product, so a name another one holds is named before saving (issue 23). */
  rows: readonly ConsoleProduct[] | null;
};

export function ProductForm(props: ProductFormProps) {
  const { t } = useLingui();
  const { product, rows, errors, onSave } = props;
  const { draft, bind, toggle } = useDraft(() => ({
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: String(product?.price ?? 50),
    stock: String(product?.stock ?? 10),
    maxPerUser: String(product?.maxPerUser ?? 1),
    isOnSale: product?.isOnSale ?? true,
  }));

  const clash = nameClash(rows, draft.name, product?.id ?? null, 'product');

  function submit() {
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
    <ConsoleForm
      noun="product"
      rowName={product?.name ?? null}
      frame={props}
      onSubmit={submit}
      isBlocked={clash !== null}
    >
      <NameFields name={bind('name')} error={clash ?? errors.name} description={bind('description')} />
      <div className={styles.pair}>
        <TextField label={t`Price (tokens)`} {...number} {...bind('price')} />
        <TextField label={t`Stock`} {...number} {...bind('stock')} />
      </div>
      <TextField label={t`Most one attendee may buy`} {...number} min={1} {...bind('maxPerUser')} />
      <CheckField {...toggle('isOnSale')}>{t`On sale (attendees see it in the store)`}</CheckField>
    </ConsoleForm>
  );
}
