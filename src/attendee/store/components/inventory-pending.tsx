// Buys the outbox still holds (DESIGN.md §5): listed above the inventory as "Waiting to sync" in
// the queued colour, so a buy made offline is visible at once and never looks lost.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../ui/link.tsx';
import type { OutboxRow } from '../../../outbox/shared/row.ts';
import list from './inventory-list.module.css';
import row from './inventory-row.module.css';
import styles from './inventory-pending.module.css';

const ID = 'inventory-waiting-to-sync';

/**
 * "Buy Mug" or "Comprar Mug" → "Mug" (the outbox's label, worded in the language of the moment the
 * buy was queued, src/api/store.ts); an unnamed buy is null.
 */
function itemName(label: string | null): string | null {
  return label?.replace(BUY_PREFIX, '') ?? null;
}

// NOTE: the words the catalogs give "Buy {name}" (core.po), held by tests/unit/src/i18n/catalogs.test.ts.
const BUY_PREFIX = /^(Buy|Comprar) /;

export function InventoryPending({ rows }: { rows: OutboxRow[] }) {
  const { t } = useLingui();
  return (
    <section className={list.section} aria-labelledby={ID}>
      <h2 id={ID} className={list.title}>
        <Trans>Waiting to sync</Trans> <span className={list.count}>{rows.length}</span>
      </h2>
      <ul className={list.list}>
        {rows.map((buy) => (
          <li key={buy.id} className={row.row}>
            <div className={row.text}>
              <span className={row.name}>{itemName(buy.label) ?? t`A store buy`}</span>
              <span className={row.source}>
                <Trans>
                  Bought offline · see the <Link to="/outbox">outbox</Link>
                </Trans>
              </span>
            </div>
            <span className={`${row.status} ${styles.queued}`}>
              {buy.status === 'parked' ? t`Sign in to sync` : t`Saved, will sync`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
