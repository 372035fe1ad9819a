// The empty inventory: says so, then leads on to the two ways of getting something — the store
// and the wheel — each with a glimpse of what is there (when it could be read).
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../../../ui/button.tsx';
import { TokenAmount } from '../../../ui/token-amount.tsx';
import { useInventorySuggestions } from '../use-inventory-suggestions.ts';
import { ProductImage } from './product-image.tsx';
import styles from './inventory-empty.module.css';

export function InventoryEmpty() {
  const { products, prizes } = useInventorySuggestions();
  return (
    <section className={styles.empty} aria-labelledby="inventory-empty-title">
      <div className={styles.intro}>
        <h2 id="inventory-empty-title" className={styles.title}>
          <Trans>Nothing here yet</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>What you buy in the store or win on the wheel shows up here, ready to collect.</Trans>
        </p>
      </div>
      <div className={styles.ways}>
        <article className={styles.way} aria-labelledby="inventory-way-store">
          <h3 id="inventory-way-store" className={styles.wayTitle}>
            <Trans>Spend your tokens</Trans>
          </h3>
          {products.length === 0 ? null : (
            <ul className={styles.glimpse}>
              {products.map((p) => (
                <li key={p.id} className={styles.glimpseItem}>
                  <span className={styles.glimpseImage}>
                    <ProductImage src={p.image} name={p.name} seed={p.id} alt="" />
                  </span>
                  <span className={styles.glimpseName}>{p.name}</span>
                  <TokenAmount amount={p.price} />
                </li>
              ))}
            </ul>
          )}
          <ButtonLink to="/attendee/store" isBlock>
            <Trans>Open the store</Trans>
          </ButtonLink>
        </article>
        <article className={styles.way} aria-labelledby="inventory-way-wheel">
          <h3 id="inventory-way-wheel" className={styles.wayTitle}>
            <Trans>Try your luck</Trans>
          </h3>
          {prizes.length === 0 ? null : (
            <ul className={styles.glimpse}>
              {prizes.map((p) => (
                <li key={p.id} className={styles.glimpseItem}>
                  <span className={styles.glimpseImage}>
                    <ProductImage src={p.avatar} name={p.name} seed={p.id + 2} alt="" />
                  </span>
                  <span className={styles.glimpseName}>{p.name}</span>
                </li>
              ))}
            </ul>
          )}
          <ButtonLink to="/attendee/wheel" variant="secondary" isBlock>
            <Trans>Spin the wheel</Trans>
          </ButtonLink>
        </article>
      </div>
    </section>
  );
}
