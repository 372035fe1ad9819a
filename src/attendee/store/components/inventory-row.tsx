// One held item: picture, name (a purchase links to its product), where it came from, and
// whether it is still to collect or was handed over.
import { Link } from '../../../ui/link.tsx';
import { useLingui } from '#i18n/runtime';
import { collectText, sourceText, type InventoryItem } from '../inventory-items.ts';
import { ProductImage } from './product-image.tsx';
import styles from './inventory-row.module.css';

export function InventoryRow({ item }: { item: InventoryItem }) {
  // The collect and source texts are in the active language: a switch draws them again.
  useLingui();
  const isWaiting = item.toCollect > 0;
  return (
    <li className={styles.row}>
      <div className={styles.thumb}>
        <ProductImage
          src={item.image}
          name={item.name}
          seed={item.id + (item.kind === 'prize' ? 2 : 0)}
          alt=""
        />
      </div>
      <div className={styles.text}>
        {item.href === null ? (
          <span className={styles.name}>{item.name}</span>
        ) : (
          <Link className={styles.name} to={item.href}>
            {item.name}
          </Link>
        )}
        <span className={styles.source}>{sourceText(item)}</span>
      </div>
      <span className={styles.status} data-waiting={isWaiting}>
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          {isWaiting ? (
            <path d="M8 2.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM8 5v3.2l2 1.3" />
          ) : (
            <path d="m3.5 8.5 3 3 6-7" />
          )}
        </svg>
        {collectText(item)}
      </span>
    </li>
  );
}
