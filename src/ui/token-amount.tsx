// A token amount as a chip with a coin glyph (store, wheel, slots, balances). The number is
// grouped for the reader's locale and read out as "1,240 tokens"; the coin is decoration.
import styles from './token-amount.module.css';

type TokenAmountProps = { amount: number; size?: 'sm' | 'lg' };

const numberFormat = new Intl.NumberFormat('en');

export function formatTokens(amount: number): string {
  return numberFormat.format(amount);
}

export function TokenAmount({ amount, size = 'sm' }: TokenAmountProps) {
  return (
    <span className={`${styles.chip} ${styles[size]}`}>
      <svg className={styles.coin} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" className={styles.coinRim} />
        <circle cx="10" cy="10" r="6.2" className={styles.coinFace} />
        <path d="M10 6.4v7.2M7.9 8.2h4.2M7.9 11.8h4.2" className={styles.coinMark} />
      </svg>
      <span className={styles.amount}>{formatTokens(amount)}</span>
      <span className="visually-hidden"> tokens</span>
    </span>
  );
}
