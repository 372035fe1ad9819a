// "Your balance" with the token chip, as the store and product screens show it. Null while the
// attendee is still loading (or could not be read): a quiet placeholder, never a wrong number.
import { Trans, useLingui } from '@lingui/react/macro';
import { TokenAmount } from '../../../ui/token-amount.tsx';
import styles from './store-balance.module.css';

export function StoreBalance({ balance }: { balance: number | null }) {
  const { t } = useLingui();
  return (
    <div className={styles.balance}>
      <span className={styles.label}>
        <Trans>Your balance</Trans>
      </span>
      {balance === null ? (
        <span className={styles.pending} aria-label={t`Balance loading`}>
          …
        </span>
      ) : (
        <TokenAmount amount={balance} size="lg" />
      )}
    </div>
  );
}
