// /admin?section=store (admin staff, issue 13): every store item, archived ones dimmed, with the units
// sold; tap one to edit it beside the list (below it on a phone), or create a new one. Deleting
// an item someone bought archives it: it leaves the store, the purchases stay.
import { useState, type ReactNode } from 'react';
import { readConsoleProducts, removeRow, saveRow, setArchived, type ConsoleProduct } from '../api/console.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { LoadProblem } from '../ui/load-problem.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { useReading } from '../ui/use-reading.ts';
import { ArchiveActions } from './components/archive-actions.tsx';
import { ProductForm } from './components/product-form.tsx';
import { RowThumb } from './components/row-thumb.tsx';
import { useConsoleAction } from './use-console-action.ts';
import { useAdminKey } from './use-admin-key.ts';
import styles from './components/console.module.css';

/** null: nothing open; 'new': the create form; a number: that product's form. */
type Editing = null | 'new' | number;

/** `nav`: the console's section switch, shown under the title. */
export function StoreScreen({ nav }: { nav: ReactNode }) {
  const userKey = useAdminKey();
  const reading = useReading(userKey === null ? null : `console-products:${userKey}`, () =>
    readConsoleProducts(userKey ?? ''),
  );
  const action = useConsoleAction();
  const [editing, setEditing] = useState<Editing>(null);
  const products = reading.data;
  const open = typeof editing === 'number' ? (products?.find((p) => p.id === editing) ?? null) : null;

  const pick = (next: Editing) => {
    action.clear();
    setEditing(next);
  };

  const form =
    editing === null ? null : (
      <ProductForm
        key={String(editing)}
        product={open}
        errors={action.fieldErrors}
        isBusy={action.isBusy}
        onCancel={() => pick(null)}
        onSave={(fields) =>
          void action
            .run(async () => {
              await saveRow('products', open?.id ?? null, fields);
              return open ? `${fields.name} saved` : `${fields.name} created`;
            }, reading.reload)
            .then((isDone) => isDone && setEditing(null))
        }
      >
        {open ? (
          <ArchiveActions
            isArchived={open.isArchived}
            isBusy={action.isBusy}
            onArchive={(isArchived) =>
              void action.run(async () => {
                await setArchived('products', open.id, isArchived);
                return isArchived ? `${open.name} archived` : `${open.name} restored`;
              }, reading.reload)
            }
            onDelete={() =>
              void action
                .run(async () => {
                  const outcome = await removeRow('products', open.id);
                  return outcome === 'deleted'
                    ? `${open.name} deleted`
                    : `${open.name} has history: archived`;
                }, reading.reload)
                .then((isDone) => isDone && setEditing(null))
            }
          />
        ) : null}
      </ProductForm>
    );

  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title="Store"
        subtitle="Products attendees buy with tokens. Changes show in the store on its next read."
        staleSince={reading.staleSince}
        aside={
          <Button variant="secondary" onClick={() => pick('new')}>
            New product
          </Button>
        }
      />
      {nav}
      {action.notice ? (
        <FormAlert tone={action.notice.tone} title={action.notice.title}>
          {action.notice.detail}
        </FormAlert>
      ) : null}
      <div className={styles.layout}>
        {products === null ? (
          reading.error !== null && !reading.isLoading ? (
            <LoadProblem what="the products" onRetry={reading.reload} />
          ) : (
            <div className={`${pageStyles.skeleton} ${styles.skeleton}`} aria-label="Loading" />
          )
        ) : products.length === 0 ? (
          <p className={pageStyles.muted}>No products yet. Create the first one.</p>
        ) : (
          <ul className={styles.list}>
            {products.map((product) => (
              <li key={product.id}>
                <ProductRow
                  product={product}
                  isSelected={editing === product.id}
                  onOpen={() => pick(product.id)}
                />
              </li>
            ))}
          </ul>
        )}
        {form}
      </div>
    </div>
  );
}

function ProductRow({
  product,
  isSelected,
  onOpen,
}: {
  product: ConsoleProduct;
  isSelected: boolean;
  onOpen: () => void;
}) {
  const classes = [
    styles.row,
    isSelected ? styles.rowSelected : '',
    product.isArchived ? styles.rowArchived : '',
  ];
  return (
    <button type="button" className={classes.join(' ')} onClick={onOpen} aria-pressed={isSelected}>
      <RowThumb src={product.image} name={product.name} />
      <span className={styles.rowMain}>
        <span className={styles.name}>{product.name}</span>
        <span className={styles.meta}>
          {product.price} tokens · {product.stock} in stock · {product.sold} sold · max {product.maxPerUser}
        </span>
      </span>
      {product.isArchived ? (
        <span className={styles.tag}>Archived</span>
      ) : product.isOnSale ? null : (
        <span className={styles.tag}>Off sale</span>
      )}
    </button>
  );
}
