// The sponsors by tier: a heading per tier, the sponsors' names as tiles sized by tier, with the
// stand of a sponsor whose booth is on the venue map. Public: the same for everyone.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/link.tsx';
import { tierName } from '../sponsor-tiers.ts';
import { useSponsors } from '../use-sponsors.ts';
import styles from './sponsors-section.module.css';

export function SponsorsSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useLingui();
  const { hasFailed, tiers } = useSponsors();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const boothText = (label: string | null) => (label === null ? t`Booth on the map` : t`Stand ${label}`);
  return (
    <section className={styles.section} aria-labelledby="sponsors-title">
      <Heading id="sponsors-title" className={headingLevel === 1 ? styles.pageTitle : styles.title}>
        <Trans>Sponsors</Trans>
      </Heading>
      {tiers === null ? (
        hasFailed ? (
          <p className={styles.muted}>
            <Trans>The sponsors could not be loaded; they show once online.</Trans>
          </p>
        ) : (
          <div
            className={styles.skeleton}
            role="status"
            aria-busy="true"
            aria-label={t`Loading the sponsors`}
          />
        )
      ) : (
        tiers.map(({ tier, sponsors }) => (
          <div key={tier} className={styles.tier}>
            <h3 className={styles.tierName}>{tierName(tier)}</h3>
            <ul className={`${styles.grid} ${styles[`tier${tier}`] ?? ''}`}>
              {sponsors.map((s) => (
                <li key={s.id} className={styles.tile}>
                  <span>{s.name}</span>
                  {s.booth !== null && (
                    <Link className={styles.booth} to="/attendee/map">
                      {boothText(s.booth.label)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
