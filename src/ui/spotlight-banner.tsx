// The spotlight banner (DESIGN.md §6): a sponsor in the spotlight, a live countdown, and for
// attendees a link to that sponsor's badge. Presentational: the shell passes the spotlight; the
// banner only ticks its own clock and hides itself when the time is up.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from './link.tsx';
import { formatCountdown, secondsLeft } from '../lib/countdown.ts';
import styles from './spotlight-banner.module.css';

type SpotlightBannerProps = { name: string; end: Date; badgeHref: string | null };

const TICK_MS = 1_000;

export function SpotlightBanner({ name, end, badgeHref }: SpotlightBannerProps) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => new Date());
  const left = secondsLeft(end, now);
  const isOver = left === 0;
  useEffect(() => {
    if (isOver) return;
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [isOver]);
  if (isOver) return null;
  const minutes = Math.ceil(left / 60);

  const body = (
    <>
      <span className={styles.pulse} aria-hidden="true" />
      <span className={styles.text}>
        <Trans>
          <strong className={styles.name}>{name}</strong> is in the spotlight
        </Trans>
        <span className={styles.hint}>
          {badgeHref === null
            ? t`Their badge pays extra tokens now`
            : t`Visit their booth now for extra tokens`}
        </span>
      </span>
      <time
        className={styles.clock}
        dateTime={end.toISOString()}
        aria-label={t`${plural(minutes, { one: '# minute left', other: '# minutes left' })}`}
      >
        {formatCountdown(left)}
      </time>
    </>
  );
  return (
    <aside className={styles.banner} aria-label={t`Spotlight`} data-testid="spotlight-banner">
      {badgeHref === null ? (
        <div className={styles.inner}>{body}</div>
      ) : (
        <Link className={`${styles.inner} ${styles.link}`} to={badgeHref}>
          {body}
        </Link>
      )}
    </aside>
  );
}
