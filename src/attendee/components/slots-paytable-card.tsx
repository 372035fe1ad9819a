// The pay table: each paying line (three of one symbol), what it multiplies the bet by, and how
// often it comes up. Mirrors the server's table (slots-paytable.ts); anything else is a loss.
import { formatChance, SLOTS_PAYTABLE } from '../slots-paytable.ts';
import { SlotsSymbol, SYMBOL_NAMES } from './slots-symbol.tsx';
import styles from './slots-paytable-card.module.css';

export function SlotsPaytableCard({ highlight }: { highlight: number | null }) {
  return (
    <section className={styles.card} aria-labelledby="slots-paytable-title">
      <h2 id="slots-paytable-title" className={styles.heading}>
        Pay table
      </h2>
      <ul className={styles.lines}>
        {SLOTS_PAYTABLE.map((line) => (
          <li
            key={line.multiplier}
            className={styles.line}
            data-hit={line.multiplier === highlight ? true : undefined}
          >
            <span className={styles.symbols}>
              <SlotsSymbol symbol={line.symbol} label={`Three ${SYMBOL_NAMES[line.symbol].toLowerCase()}s`} />
              <SlotsSymbol symbol={line.symbol} />
              <SlotsSymbol symbol={line.symbol} />
            </span>
            <span className={styles.multiplier}>×{line.multiplier}</span>
            <span className={styles.chance}>{formatChance(line.probability)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Anything else wins nothing. You get back bet × multiplier, rounded to whole tokens.
      </p>
    </section>
  );
}
