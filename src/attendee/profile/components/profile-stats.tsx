// Achievements at a glance: tokens to spend, badges collected, entries to the final draw.
import styles from './profile-stats.module.css';

type ProfileStatsProps = { tokens: number; badges: number; entries: number };

const numberFormat = new Intl.NumberFormat();

export function ProfileStats({ tokens, badges, entries }: ProfileStatsProps) {
  const stats = [
    { key: 'tokens', value: tokens, label: 'Tokens' },
    { key: 'badges', value: badges, label: badges === 1 ? 'Badge' : 'Badges' },
    { key: 'entries', value: entries, label: entries === 1 ? 'Draw entry' : 'Draw entries' },
  ];
  return (
    <section className={styles.stats} aria-labelledby="profile-stats-title">
      <h2 className="visually-hidden" id="profile-stats-title">
        Achievements
      </h2>
      <dl className={styles.list}>
        {stats.map((stat) => (
          <div key={stat.key} className={styles.stat} data-stat={stat.key}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{numberFormat.format(stat.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
