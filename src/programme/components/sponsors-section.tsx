// The sponsors by tier: a heading per tier, the sponsors' names as tiles sized by tier. Signed out,
// a line saying where to see them.
import { Link } from 'react-router-dom';
import { useSponsors } from '../use-sponsors.ts';
import styles from './sponsors-section.module.css';

export function SponsorsSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { canSee, reading, tiers } = useSponsors();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.section} aria-labelledby="sponsors-title">
      <Heading id="sponsors-title" className={headingLevel === 1 ? styles.pageTitle : styles.title}>
        Sponsors
      </Heading>
      {!canSee ? (
        <p className={styles.muted}>
          <Link to="/login?from=%2Fsponsors">Sign in</Link> to see the sponsors and find their booths.
        </p>
      ) : reading.data === null ? (
        reading.error !== null && !reading.isLoading ? (
          <p className={styles.muted}>The sponsors could not be loaded; they show once online.</p>
        ) : (
          <div className={styles.skeleton} aria-busy="true" aria-label="Loading the sponsors" />
        )
      ) : (
        tiers.map(({ tier, sponsors }) => (
          <div key={tier} className={styles.tier}>
            <h3 className={styles.tierName}>{tier}</h3>
            <ul className={`${styles.grid} ${styles[`tier${tier}`] ?? ''}`}>
              {sponsors.map((s) => (
                <li key={s.id} className={styles.tile}>
                  {s.name}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
