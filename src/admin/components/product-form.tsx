// The store item form of the console: name, description, price in tokens, stock, the limit per
// attendee, and whether it is on sale.
import type { ProductCreateBody } from '#contract/console';
import type { ConsoleProduct } from '../../api/console.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useDraft } from '../use-draft.ts';
import { CheckField } from './check-field.tsx';
import { ConsoleForm, type FormFrameProps } from './console-form.tsx';
import { NameFields } from './name-fields.tsx';
import styles from './console.module.css';

type ProductFormProps = FormFrameProps<ProductCreateBody> & { product: ConsoleProduct | null };

export function ProductForm(props: ProductFormProps) {
  const { product, errors, onSave } = props;
  const { draft, bind, toggle } = useDraft(() => ({
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: String(product?.price ?? 50),
    stock: String(product?.stock ?? 10),
    maxPerUser: String(product?.maxPerUser ?? 1),
    isOnSale: product?.isOnSale ?? true,
  }));

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
    <ConsoleForm noun="product" rowName={product?.name ?? null} frame={props} onSubmit={submit}>
      <NameFields name={bind('name')} error={errors.name} description={bind('description')} />
      <div className={styles.pair}>
        <TextField label="Price (tokens)" {...number} {...bind('price')} />
        <TextField label="Stock" {...number} {...bind('stock')} />
      </div>
      <TextField label="Most one attendee may buy" {...number} min={1} {...bind('maxPerUser')} />
      <CheckField {...toggle('isOnSale')}>On sale (attendees see it in the store)</CheckField>
    </ConsoleForm>
  );
}
