// Buys the outbox still holds (DESIGN.md §5): listed above the inventory as "Waiting to sync" in
// the queued colour, so a buy made offline is visible at once and never looks lost.
import { Link } from '../../../ui/link.tsx';
import type { OutboxRow } from '../../../outbox/shared/row.ts';
import list from './inventory-list.module.css';
import row from './inventory-row.module.css';
import styles from './inventory-pending.module.css';

const ID = 'inventory-waiting-to-sync';

/** "Buy Mug" → "Mug"; an unnamed buy stays "A store buy". */
function itemName(label: string | null): string {
  return label?.replace(/^Buy /, '') ?? 'A store buy';
}

export function InventoryPending({ rows }: { rows: OutboxRow[] }) {
  return (
    <section className={list.section} aria-labelledby={ID}>
      <h2 id={ID} className={list.title}>
        Waiting to sync <span className={list.count}>{rows.length}</span>
      </h2>
      <ul className={list.list}>
        {rows.map((buy) => (
          <li key={buy.id} className={row.row}>
            <div className={row.text}>
              <span className={row.name}>{itemName(buy.label)}</span>
              <span className={row.source}>
                Bought offline · see the <Link to="/outbox">outbox</Link>
              </span>
            </div>
            <span className={`${row.status} ${styles.queued}`}>
              {buy.status === 'parked' ? 'Sign in to sync' : 'Saved, will sync'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
