// Every booth as a list, grouped by tier, each with its state in words: the map's accessible
// twin. The pin switches back to the plan with that booth picked.
import { useLingui } from '@lingui/react/macro';
import { tierName } from '../venue-tiers.ts';
import type { BoothView } from '../venue-booths.ts';
import { byTier } from '../venue-booths.ts';
import { VisitedMark } from './venue-glyphs.tsx';
import styles from './map.module.css';

type VenueListProps = { booths: readonly BoothView[]; onShow: (companyId: number) => void };

export function VenueList({ booths, onShow }: VenueListProps) {
  const { t } = useLingui();
  const stateOf = (booth: BoothView) => {
    const stand = booth.label;
    if (stand) return booth.isVisited ? t`Stand ${stand} · Visited` : t`Stand ${stand} · Not visited yet`;
    return booth.isVisited ? t`Visited` : t`Not visited yet`;
  };
  const showLabel = (name: string) => t`Show ${name} on the map`;
  return (
    <div className={styles.list}>
      {byTier(booths).map(({ tier, booths: group }) => (
        <section key={tier} className={styles.listGroup} aria-labelledby={`venue-tier-${tier}`}>
          <h2 id={`venue-tier-${tier}`} className={styles.listTitle}>
            {tierName(tier)}
          </h2>
          <ul className={styles.listRows}>
            {group.map((booth) => (
              <li key={booth.companyId} className={styles.listRow}>
                <VisitedMark isVisited={booth.isVisited} />
                <span className={styles.listText}>
                  <span className={styles.listName}>{booth.name}</span>
                  <span className={styles.listMeta}>{stateOf(booth)}</span>
                </span>
                <button
                  type="button"
                  className={styles.listShow}
                  onClick={() => onShow(booth.companyId)}
                  aria-label={showLabel(booth.name)}
                  title={t`Show on the map`}
                >
                  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
                    <circle cx="12" cy="10" r="2.3" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
