// How to collect: what to do at the help desk, and the way to the attendee's QR code. On a phone
// that link is the screen's primary action, pinned at the bottom in thumb reach; on a laptop it
// sits in the hint itself.
import { ButtonLink } from '../../../ui/button.tsx';
import styles from './inventory-collect.module.css';

const QR_PATH = '/attendee/identifier';

export function InventoryCollectHint({ units }: { units: number }) {
  return (
    <div className={styles.hint}>
      <div className={styles.hintText}>
        <p className={styles.hintTitle}>How to collect</p>
        <p>Go to the help desk and show your QR code. {collectLine(units)}</p>
      </div>
      <ButtonLink className={styles.hintAction} to={QR_PATH}>
        Show my QR code
      </ButtonLink>
    </div>
  );
}

/** The phone-only bottom bar (hidden from 960 px, where the hint carries the link). */
export function InventoryCollectBar() {
  return (
    <div className={styles.bar}>
      <ButtonLink to={QR_PATH} isBlock>
        Show my QR code
      </ButtonLink>
    </div>
  );
}

function collectLine(units: number): string {
  if (units === 1) return 'Staff hand your item over there.';
  if (units === 2) return 'Staff hand over both items at once.';
  return `Staff hand over all ${units.toLocaleString('en')} items at once.`;
}
