// /attendee/map (ours): the venue's floor plan with every sponsor booth marked visited or not yet
// (visited = the attendee holds that company's booth badge), a count, and a list view. Readable
// offline after one visit: the answer and the plan drawing are both cached in IndexedDB.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { StaleMark } from '../../ui/stale-mark.tsx';
import { LoadFailure } from '../shared/components/load-failure.tsx';
import { VenueList } from './components/venue-list.tsx';
import { VenuePlan } from './components/venue-plan.tsx';
import { VenueSheet } from './components/venue-sheet.tsx';
import { VenueSummary } from './components/venue-summary.tsx';
import { VenueViewToggle, type VenueView } from './components/venue-view-toggle.tsx';
import styles from './components/map.module.css';
import { useVenue } from './use-venue.ts';

export function MapScreen() {
  const { t } = useLingui();
  const { venue, planImage, booths, visited, staleSince, retryMe } = useVenue();
  const [view, setView] = useState<VenueView>('map');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const select = useCallback((id: number) => setSelectedId((current) => (current === id ? null : id)), []);
  const close = useCallback(() => setSelectedId(null), []);
  const showOnMap = (id: number) => {
    setSelectedId(id);
    setView('map');
  };
  const selected = booths.find((b) => b.companyId === selectedId) ?? null;
  const data = venue.data;

  return (
    <div className={styles.screen}>
      <header className={styles.head}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>
            <Trans>Venue map</Trans>
          </h1>
          {data !== null && staleSince !== null ? <StaleMark storedAt={staleSince} /> : null}
        </div>
        <p className={styles.subtitle}>
          <Trans>Find the sponsor booths. A booth is visited once its team scans your QR.</Trans>
        </p>
      </header>
      {data === null ? (
        venue.error !== null && !venue.isLoading ? (
          <LoadFailure error={venue.error} what={t`the venue map`} onRetry={venue.reload} />
        ) : (
          <div
            className={styles.skeleton}
            role="status"
            aria-busy="true"
            aria-label={t`Loading the venue map`}
          />
        )
      ) : booths.length === 0 ? (
        <section className={styles.empty} role="status">
          <p className={styles.emptyTitle}>
            <Trans>No booths on the map yet</Trans>
          </p>
          <p>
            <Trans>The organisers haven't placed the sponsor booths. Check back soon.</Trans>
          </p>
        </section>
      ) : (
        <div className={styles.layout}>
          <VenueSummary visited={visited} total={booths.length} onRetry={retryMe} />
          <div className={styles.main}>
            {view === 'map' ? (
              <VenuePlan
                plan={data.plan}
                image={planImage}
                booths={booths}
                selectedId={selectedId}
                onSelect={select}
                toolbar={<VenueViewToggle view={view} onChange={setView} />}
              />
            ) : (
              <>
                <VenueViewToggle view={view} onChange={setView} />
                <VenueList booths={booths} onShow={showOnMap} />
              </>
            )}
          </div>
          {view === 'map' && selected !== null ? <VenueSheet booth={selected} onClose={close} /> : null}
        </div>
      )}
    </div>
  );
}
