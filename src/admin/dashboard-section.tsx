// /admin?section=dashboard (admin staff, issue 13): the event as it happens. Big numbers, awards
// and sign-ups over time, booth traffic, top badges, the store and the late outbox writes; read
// every 10 s while the page is visible (use-dashboard.ts), and the console's latest changes. The console loads this file (and its
// chart library) only when the section is opened.
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
  { value: 'day', label: 'Last 24 hours' },
  { value: 'event', label: 'Event days' },
] as const satisfies readonly { value: DashboardWindow; label: string }[];

const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);

function Cards({ d }: { d: Dashboard }) {
  const signupUnit = d.signups.bucketMinutes >= 1440 ? 'by day' : 'by hour';
  return (
    <div className={styles.grid}>
      <div className={`${styles.tiles} ${styles.wide}`}>
        <StatTile label="Awards" value={d.totals.awards} detail={`${sum(d.awards.counts)} in this window`} />
        <StatTile label="Signed up" value={d.totals.registered} detail={`of ${d.totals.cards} cards`} />
        <StatTile label="Tokens held" value={d.tokens.inCirculation} detail="by all attendees" />
        <StatTile
          label="Tokens spent"
          value={d.tokens.spentInStore + d.tokens.betInSlots}
          detail={`${d.tokens.spentInStore} store · ${d.tokens.betInSlots} slots`}
        />
      </div>
      <DashCard title="Awards per hour" aside={`${sum(d.awards.counts)} in all`}>
        <TimeChart series={d.awards} label="Awards per hour" />
      </DashCard>
      <DashCard title={`Sign-ups ${signupUnit}`} aside={`${sum(d.signups.counts)} in all`}>
        <TimeChart series={d.signups} label={`Sign-ups ${signupUnit}`} />
      </DashCard>
      <DashCard title="Booth traffic">
        <BarList
          unit="scans"
          unitOne="scan"
          empty="No sponsors yet."
          items={d.booths.map((b) => ({ key: b.id, label: b.name, value: b.scans, detail: b.tier }))}
        />
      </DashCard>
      <DashCard title="Top badges">
        <BarList
          unit="awards"
          unitOne="award"
          empty="No badge given yet."
          limit={10}
          items={d.topBadges.map((b) => ({ key: b.id, label: b.name, value: b.awards }))}
        />
      </DashCard>
      <DashCard title="Store sales and stock">
        <BarList
          unit="sold"
          empty="Nothing in the store yet."
          items={d.products.map((p) => ({
            key: p.id,
            label: p.isArchived ? `${p.name} (archived)` : p.name,
            value: p.sold,
            detail: `${p.stock} left · ${p.collected} collected`,
          }))}
        />
      </DashCard>
      <OutboxCard outbox={d.outbox} />
      <RecentChanges />
    </div>
  );
}

function Status({ updatedAt, hasFailed }: { updatedAt: Date | null; hasFailed: boolean }): ReactNode {
  const isOnline = useIsOnline();
  const when = updatedAt === null ? '' : ` Showing the counts of ${clockTime(updatedAt)}.`;
  if (!isOnline)
    return (
      <FormAlert
        tone="error"
        title="You're offline"
      >{`Counts resume when the connection is back.${when}`}</FormAlert>
    );
  if (hasFailed)
    return (
      <FormAlert
        tone="error"
        title="The server did not answer"
      >{`Trying again every 10 s.${when}`}</FormAlert>
    );
  return updatedAt === null ? null : (
    <p className={styles.updated} role="status">
      <span className={styles.liveDot} aria-hidden="true" /> updated {clockTime(updatedAt)}
    </p>
  );
}

/** `nav`: the console's section switch, shown under the title. */
export function DashboardSection({ nav }: { nav: ReactNode }) {
  const [span, setSpan] = useState<DashboardWindow>('day');
  const { dashboard, updatedAt, hasFailed, isLoading, reload } = useDashboard(span);
  return (
    <div className={pageStyles.page}>
      <ScreenHeader title="Dashboard" subtitle="The event as it happens, refreshed every 10 seconds." />
      {nav}
      <div className={styles.toolbar}>
        <Segmented label="Time window" value={span} options={WINDOWS} onChange={setSpan} />
        {dashboard === null ? null : <Status updatedAt={updatedAt} hasFailed={hasFailed} />}
      </div>
      {dashboard !== null ? (
        <Cards d={dashboard} />
      ) : isLoading ? (
        <PageLoading label="Loading the dashboard…" />
      ) : (
        <LoadProblem what="the dashboard" onRetry={reload} />
      )}
    </div>
  );
}
