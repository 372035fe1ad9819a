// /admin?section=store (admin staff, issue 13): every store item, archived ones dimmed, with the units
// sold; tap one to edit it beside the list (below it on a phone), or create a new one. Deleting
// an item someone bought archives it: it leaves the store, the purchases stay.
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { readConsoleProducts, type ConsoleProduct } from './api/catalogue.ts';
import { useReading } from '../ui/use-reading.ts';
import { ArchiveActions } from './components/archive-actions.tsx';
import { LazyPictureField } from './components/lazy-picture-field.tsx';
import { CatalogueSection, type RowLook } from './components/catalogue-section.tsx';
import { CsvImportButton } from './components/csv-import-button.tsx';
import { ProductForm } from './components/product-form.tsx';
import { useCatalogue } from './use-catalogue.ts';
import { useConsoleAction } from './use-admin-action.ts';
import { useUserKey } from '../session/session-context.ts';

/** `nav`: the console's section switch, shown under the title. */
export function StoreSection({ nav }: { nav: ReactNode }) {
  const { t } = useLingui();
  const userKey = useUserKey();
  const reading = useReading(userKey === null ? null : `console-products:${userKey}`, () =>
    readConsoleProducts(userKey ?? ''),
  );
  const action = useConsoleAction();
  const products = reading.data;
  const { editing, open, list, formProps, archive } = useCatalogue(
    'products',
    products,
    action,
    reading.reload,
  );

  const form =
    editing === null ? null : (
      <ProductForm key={String(editing)} product={open} rows={products} {...formProps}>
        {archive ? <ArchiveActions {...archive} /> : null}
        {open ? (
          <LazyPictureField kind="products" id={open.id} current={open.image} onChanged={reading.reload} />
        ) : null}
      </ProductForm>
    );

  return (
    <CatalogueSection
      title={t`Store`}
      subtitle={t`Products attendees buy with tokens. Changes show in the store on its next read.`}
      newLabel={t`New product`}
      plural="products"
      nav={nav}
      reading={reading}
      list={list}
      lookOf={productLook}
      side={form}
    >
      <CsvImportButton kind="products" onImported={reading.reload} />
    </CatalogueSection>
  );
}

function productLook(product: ConsoleProduct): RowLook {
  const { price, stock, sold, maxPerUser } = product;
  return {
    image: product.image,
    meta: t`${plural(price, { one: '# token', other: '# tokens' })} · ${stock} in stock · ${sold} sold · max ${maxPerUser}`,
    tag: product.isArchived ? t`Archived` : product.isOnSale ? null : t`Off sale`,
  };
}
