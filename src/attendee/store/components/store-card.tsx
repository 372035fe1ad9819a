// One product on the store's shelf: picture, name, price and how many are left. The whole card
// is the link to its detail page; products that cannot be bought are dimmed and say why.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '../../../ui/link.tsx';
import type { Product } from '../../../api/store.ts';
import { TokenAmount } from '../../../ui/token-amount.tsx';
import { availabilityOf, stockText } from '../store-shelf.ts';
import { ProductImage } from './product-image.tsx';
import styles from './store-card.module.css';

const TAGS = { 'sold-out': msg`Sold out`, 'limit-reached': msg`Limit reached` } as const;

export function StoreCard({ product }: { product: Product }) {
  const { i18n } = useLingui();
  const availability = availabilityOf(product);
  const isBuyable = availability === 'buyable';
  return (
    <li className={styles.item}>
      <Link className={styles.card} to={`/product/${product.id}`} data-buyable={isBuyable}>
        <div className={styles.picture}>
          <ProductImage
            src={product.image}
            name={product.name}
            seed={product.id}
            alt=""
            isDimmed={!isBuyable}
          />
          {isBuyable ? null : <span className={styles.tag}>{i18n._(TAGS[availability])}</span>}
        </div>
        <span className={styles.name}>{product.name}</span>
        <span className={styles.meta}>
          <TokenAmount amount={product.price} />
          {isBuyable ? <span className={styles.stock}>{stockText(product)}</span> : null}
        </span>
      </Link>
    </li>
  );
}
