// How to collect: what to do at the help desk, and the way to the attendee's QR code. On a phone
// that link is the screen's primary action, pinned at the bottom in thumb reach; on a laptop it
// sits in the hint itself.
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '../../../ui/button.tsx';
import styles from './inventory-collect.module.css';

const QR_PATH = '/attendee/identifier';

export function InventoryCollectHint({ units }: { units: number }) {
  const { t, i18n } = useLingui();
  const unitsText = new Intl.NumberFormat(i18n.locale).format(units);
  const line =
    units === 1
      ? t`Staff hand your item over there.`
      : units === 2
        ? t`Staff hand over both items at once.`
        : t`Staff hand over all ${unitsText} items at once.`;
  return (
    <div className={styles.hint}>
      <div className={styles.hintText}>
        <p className={styles.hintTitle}>
          <Trans>How to collect</Trans>
        </p>
        <p>
          <Trans>Go to the help desk and show your QR code.</Trans> {line}
        </p>
      </div>
      <ButtonLink className={styles.hintAction} to={QR_PATH}>
        <Trans>Show my QR code</Trans>
      </ButtonLink>
    </div>
  );
}

/** The phone-only bottom bar (hidden from 960 px, where the hint carries the link). */
export function InventoryCollectBar() {
  return (
    <div className={styles.bar}>
      <ButtonLink to={QR_PATH} isBlock>
        <Trans>Show my QR code</Trans>
      </ButtonLink>
    </div>
  );
}
