// What a product is: picture, name, price, description, stock and the attendee's remaining
// limit. Purely presentational; the buy bar comes in as `actions`, placed under the facts.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '#i18n/runtime';
import type { Product } from '../../../api/store.ts';
import { TokenAmount } from '../../../ui/token-amount.tsx';
import { availabilityOf, limitText, stockText } from '../store-shelf.ts';
import { ProductImage } from './product-image.tsx';
import styles from './product-detail.module.css';

export function ProductDetail({ product, actions }: { product: Product; actions: ReactNode }) {
  // The stock and limit texts are in the active language: a switch draws them again.
  useLingui();
  const isBuyable = availabilityOf(product) === 'buyable';
  return (
    <article className={styles.detail} aria-labelledby="product-title">
      <div className={styles.media}>
        <ProductImage
          src={product.image}
          name={product.name}
          seed={product.id}
          alt={product.name}
          isDimmed={!isBuyable}
        />
      </div>
      <div className={styles.info}>
        <h1 id="product-title" className={styles.title}>
          {product.name}
        </h1>
        <TokenAmount amount={product.price} size="lg" />
        {product.description === '' ? null : <p className={styles.description}>{product.description}</p>}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>
              <Trans>Stock</Trans>
            </dt>
            <dd data-empty={product.stock <= 0}>{stockText(product)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <Trans>Your limit</Trans>
            </dt>
            <dd>{limitText(product)}</dd>
          </div>
        </dl>
        {actions}
      </div>
    </article>
  );
}
