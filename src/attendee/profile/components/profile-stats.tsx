// Achievements at a glance: tokens to spend, badges collected, entries to the final draw.
import { Trans, useLingui } from '@lingui/react/macro';
import styles from './profile-stats.module.css';

type ProfileStatsProps = { tokens: number; badges: number; entries: number };

export function ProfileStats({ tokens, badges, entries }: ProfileStatsProps) {
  const { t, i18n } = useLingui();
  const numberFormat = new Intl.NumberFormat(i18n.locale);
  // The label under each number: its noun alone, singular for 1 only (so in English and Portuguese).
  const stats = [
    { key: 'tokens', value: tokens, label: t`Tokens` },
    { key: 'badges', value: badges, label: badges === 1 ? t`Badge` : t`Badges` },
    { key: 'entries', value: entries, label: entries === 1 ? t`Draw entry` : t`Draw entries` },
  ];
  return (
    <section className={styles.stats} aria-labelledby="profile-stats-title">
      <h2 className="visually-hidden" id="profile-stats-title">
        <Trans>Achievements</Trans>
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
