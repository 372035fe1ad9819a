// A token amount as a chip with a coin glyph (store, wheel, slots, balances). The number is
// grouped for the reader's language and read out as "1,240 tokens"; the coin is decoration.
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n } from '#i18n/runtime';
import styles from './token-amount.module.css';

type TokenAmountProps = { amount: number; size?: 'sm' | 'lg' };

/** The amount grouped the active language's way ("1,240" in English, "1240" in Portuguese). */
export function formatTokens(amount: number, locale: string = i18n.locale): string {
  return new Intl.NumberFormat(locale).format(amount);
}

/**
 * Whether the active language says "1 token" (its `one` form) for this amount. NOTE: two messages,
 * not an ICU plural: the number is its own span, and a plural whose branch is a bare word
 * (`one {token}`) reads as a placeholder to the catalogs' check.
 */
function isOne(amount: number, locale: string): boolean {
  return new Intl.PluralRules(locale).select(amount) === 'one';
}

export function TokenAmount({ amount, size = 'sm' }: TokenAmountProps) {
  // NOTE: subscribed, so the chip is drawn again in a newly chosen language.
  const { i18n: active } = useLingui();
  return (
    <span className={`${styles.chip} ${styles[size]}`}>
      <svg className={styles.coin} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" className={styles.coinRim} />
        <circle cx="10" cy="10" r="6.2" className={styles.coinFace} />
        <path d="M10 6.4v7.2M7.9 8.2h4.2M7.9 11.8h4.2" className={styles.coinMark} />
      </svg>
      <span className={styles.amount}>{formatTokens(amount, active.locale)}</span>
      <span className="visually-hidden">
        {' '}
        {isOne(amount, active.locale) ? <Trans>token</Trans> : <Trans>tokens</Trans>}
      </span>
    </span>
  );
}
