// /admin?section=dashboard (admin staff, issue 13): the event as it happens. Big numbers, awards
// and sign-ups over time, booth traffic, top badges, the store and the late outbox writes; read
// every 10 s while the page is visible (use-dashboard.ts), and the console's latest changes. The console loads this file (and its
// chart library) only when the section is opened.
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { Dashboard, DashboardWindow } from './api/dashboard.ts';
import { FormAlert } from '../ui/form-alert.tsx';
import { LoadProblem } from '../ui/load-problem.tsx';
import { PageLoading } from '../ui/page-loading.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { Segmented } from '../ui/segmented.tsx';
import { useIsOnline } from '../ui/use-online.ts';
import { BarList } from './components/bar-list.tsx';
import { clockTime } from './components/clock-time.ts';
import { DashCard } from './components/dash-card.tsx';
import { OutboxCard } from './components/outbox-card.tsx';
import { RecentChanges } from './components/recent-changes.tsx';
import { StatTile } from './components/stat-tile.tsx';
import { TimeChart } from './components/time-chart.tsx';
import { useDashboard } from './use-dashboard.ts';
import styles from './components/dashboard.module.css';

const WINDOWS = [
  { value: 'day', label: msg`Last 24 hours` },
  { value: 'event', label: msg`Event days` },
] as const;

const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);

function Cards({ d }: { d: Dashboard }) {
  const { t } = useLingui();
  const signupTitle = d.signups.bucketMinutes >= 1440 ? t`Sign-ups by day` : t`Sign-ups by hour`;
  const awards = sum(d.awards.counts);
  const signups = sum(d.signups.counts);
  const cards = d.totals.cards;
  const { spentInStore, betInSlots } = d.tokens;
  return (
    <div className={styles.grid}>
      <div className={`${styles.tiles} ${styles.wide}`}>
        <StatTile label={t`Awards`} value={d.totals.awards} detail={t`${awards} in this window`} />
        <StatTile
          label={t`Signed up`}
          value={d.totals.registered}
          detail={t`${plural(cards, { one: 'of # card', other: 'of # cards' })}`}
        />
        <StatTile label={t`Tokens held`} value={d.tokens.inCirculation} detail={t`by all attendees`} />
        <StatTile
          label={t`Tokens spent`}
          value={spentInStore + betInSlots}
          detail={t`${spentInStore} store · ${betInSlots} slots`}
        />
      </div>
      <DashCard title={t`Awards per hour`} aside={t`${awards} in all`}>
        <TimeChart series={d.awards} label={t`Awards per hour`} />
      </DashCard>
      <DashCard title={signupTitle} aside={t`${signups} in all`}>
        <TimeChart series={d.signups} label={signupTitle} />
      </DashCard>
      <DashCard title={t`Booth traffic`}>
        <BarList
          valueText={(count) => t`${plural(count, { one: '# scan', other: '# scans' })}`}
          empty={t`No sponsors yet.`}
          items={d.booths.map((b) => ({ key: b.id, label: b.name, value: b.scans, detail: b.tier }))}
        />
      </DashCard>
      <DashCard title={t`Top badges`}>
        <BarList
          valueText={(count) => t`${plural(count, { one: '# award', other: '# awards' })}`}
          empty={t`No badge given yet.`}
          limit={10}
          items={d.topBadges.map((b) => ({ key: b.id, label: b.name, value: b.awards }))}
        />
      </DashCard>
      <DashCard title={t`Store sales and stock`}>
        <BarList
          valueText={(count) => t`${count} sold`}
          empty={t`Nothing in the store yet.`}
          items={d.products.map(({ id, name, isArchived, sold, stock, collected }) => ({
            key: id,
            label: isArchived ? t`${name} (archived)` : name,
            value: sold,
            detail: t`${stock} left · ${collected} collected`,
          }))}
        />
      </DashCard>
      <OutboxCard outbox={d.outbox} />
      <RecentChanges />
    </div>
  );
}

function Status({ updatedAt, hasFailed }: { updatedAt: Date | null; hasFailed: boolean }): ReactNode {
  const { t } = useLingui();
  const isOnline = useIsOnline();
  const time = updatedAt === null ? '' : clockTime(updatedAt);
  const when = updatedAt === null ? '' : t` Showing the counts of ${time}.`;
  if (!isOnline)
    return (
      <FormAlert tone="error" title={t`You're offline`}>
        {t`Counts resume when the connection is back.${when}`}
      </FormAlert>
    );
  if (hasFailed)
    return (
      <FormAlert tone="error" title={t`The server did not answer`}>
        {t`Trying again every 10 s.${when}`}
      </FormAlert>
    );
  return updatedAt === null ? null : (
    <p className={styles.updated} role="status">
      <span className={styles.liveDot} aria-hidden="true" /> <Trans>updated {time}</Trans>
    </p>
  );
}

/** `nav`: the console's section switch, shown under the title. */
export function DashboardSection({ nav }: { nav: ReactNode }) {
  const { i18n, t } = useLingui();
  const [span, setSpan] = useState<DashboardWindow>('day');
  const { dashboard, updatedAt, hasFailed, isLoading, reload } = useDashboard(span);
  return (
    <div className={pageStyles.page}>
      <ScreenHeader title={t`Dashboard`} subtitle={t`The event as it happens, refreshed every 10 seconds.`} />
      {nav}
      <div className={styles.toolbar}>
        <Segmented
          label={t`Time window`}
          value={span}
          options={WINDOWS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
          onChange={setSpan}
        />
        {dashboard === null ? null : <Status updatedAt={updatedAt} hasFailed={hasFailed} />}
      </div>
      {dashboard !== null ? (
        <Cards d={dashboard} />
      ) : isLoading ? (
        <PageLoading label={t`Loading the dashboard…`} />
      ) : (
        <LoadProblem what={t`the dashboard`} onRetry={reload} />
      )}
    </div>
  );
}
