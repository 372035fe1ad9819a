// The pay table: each paying line (three of one symbol), what it multiplies the bet by, and how
// often it comes up, as the server lists it (slots-paytable.ts); anything else is a loss.
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaytableLine } from '../slots-paytable.ts';
import { formatChance } from '../slots-paytable.ts';
import type { Paytable } from '../use-slots.ts';
import { SlotsSymbol, THREE_OF } from './slots-symbol.tsx';
import styles from './slots-paytable-card.module.css';

function LineSymbols({ line }: { line: PaytableLine }) {
  const { i18n } = useLingui();
  const { symbol } = line;
  if (symbol === null) {
    return (
      <span className={styles.symbols}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">
          <Trans>A line with no symbol</Trans>
        </span>
      </span>
    );
  }
  return (
    <span className={styles.symbols}>
      <SlotsSymbol symbol={symbol} label={i18n._(THREE_OF[symbol])} />
      <SlotsSymbol symbol={symbol} />
      <SlotsSymbol symbol={symbol} />
    </span>
  );
}

export function SlotsPaytableCard({ paytable, highlight }: { paytable: Paytable; highlight: number | null }) {
  const { t } = useLingui();
  const { lines } = paytable;
  return (
    <section className={styles.card} aria-labelledby="slots-paytable-title">
      <h2 id="slots-paytable-title" className={styles.heading}>
        <Trans>Pay table</Trans>
      </h2>
      {lines === null ? (
        <p className={styles.note}>
          {paytable.hasFailed
            ? t`The pay table could not be loaded. It shows once you are back online.`
            : t`Loading the pay table…`}
        </p>
      ) : lines.length === 0 ? (
        <p className={styles.note}>
          <Trans>No line pays right now, so every spin loses.</Trans>
        </p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li
              key={line.multiplier}
              className={styles.line}
              data-hit={line.multiplier === highlight ? true : undefined}
            >
              <LineSymbols line={line} />
              <span className={styles.multiplier}>×{line.multiplier}</span>
              <span className={styles.chance}>{formatChance(line.probability)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>
        <Trans>Anything else wins nothing. You get back bet × multiplier, rounded to whole tokens.</Trans>
      </p>
    </section>
  );
}
