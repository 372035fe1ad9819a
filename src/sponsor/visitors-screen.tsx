// /sponsor/visitors (seed-spec §2): who visited the booth (Gold and Exclusive: every attendee),
// with picture, name, email and CV link when the company has CV access; search, "Export CSV" and
// "Download all CVs" with a progress bar. Opens offline after one visit.
import { useMemo, useState } from 'react';
import { useSession } from '../api/session-context.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { LoadProblem } from '../ui/load-problem.tsx';
import { formatBytes, ProgressBar } from '../ui/progress-bar.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { VisitorList, VisitorListSkeleton } from './components/visitor-list.tsx';
import styles from './components/visitors.module.css';
import { useUserKey } from './use-user-key.ts';
import { useVisitors } from './use-visitors.ts';
import { searchVisitors, visitorsCsv } from './visitors-filter.ts';

export function VisitorsScreen() {
  const { user } = useSession();
  const userKey = useUserKey();
  if (user === null || userKey === null) return null;
  return <Visitors companyId={user.id} userKey={userKey} />;
}

function exportCsv(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'visitors.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Visitors({ companyId, userKey }: { companyId: string; userKey: string }) {
  const { visitors, zip, downloadCvs } = useVisitors(companyId, userKey);
  const [query, setQuery] = useState('');
  const all = visitors.data;
  const shown = useMemo(() => (all === null ? [] : searchVisitors(all, query)), [all, query]);
  const cvCount = all?.filter((v) => v.cv !== null).length ?? 0;

  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title="Visitors"
        aside={all === null ? null : <span className={styles.count}>{all.length}</span>}
        subtitle="Everyone who received your booth badge."
        staleSince={visitors.staleSince}
      />
      {all === null ? (
        visitors.error !== null && !visitors.isLoading ? (
          <LoadProblem what="your visitors" onRetry={visitors.reload} />
        ) : (
          <VisitorListSkeleton />
        )
      ) : (
        <>
          <label className={styles.search}>
            <span className="visually-hidden">Search visitors</span>
            <input
              className={styles.searchInput}
              type="search"
              placeholder="Search by name, nickname or email"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
          {query !== '' ? (
            <p className="visually-hidden" role="status">
              {shown.length} visitors shown
            </p>
          ) : null}
          <VisitorList visitors={shown} isEmptyOverall={all.length === 0} query={query} />
          <div className={styles.dock}>
            {zip.kind === 'downloading' ? (
              <ProgressBar label="Downloading CVs" loaded={zip.progress.loaded} total={zip.progress.total} />
            ) : null}
            {zip.kind === 'done' ? (
              <FormAlert tone="success" title="CVs downloaded">
                {formatBytes(zip.bytes)} saved as a zip.
              </FormAlert>
            ) : null}
            {zip.kind === 'failed' ? <FormAlert tone="error" title={zip.message} /> : null}
            {cvCount === 0 && all.length > 0 ? (
              <p className={styles.hint}>No CVs to download: none of these visitors has one you may see.</p>
            ) : null}
            <div className={styles.actions}>
              <Button
                variant="secondary"
                disabled={all.length === 0}
                onClick={() => exportCsv(visitorsCsv(all))}
              >
                Export CSV
              </Button>
              <Button
                onClick={() => void downloadCvs()}
                disabled={cvCount === 0}
                isBusy={zip.kind === 'downloading'}
                busyLabel="Downloading…"
              >
                Download all CVs
              </Button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
