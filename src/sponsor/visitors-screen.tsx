// /sponsor/visitors (seed-spec §2): who visited the booth (Gold and Exclusive: every attendee),
// with picture, name, email and CV link when the company has CV access, and (issue 29) each
// visitor's lead: rating, tags, note and follow-up, edited in a sheet, offline too. Search, sort by
// scan time or rating, filter by rating and tag; export CSV and vCards; "Download all CVs".
import { lazy, Suspense, useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession, useUserKey } from '../session/session-context.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { LoadProblem } from '../ui/load-problem.tsx';
import { formatBytes, ProgressBar } from '../ui/progress-bar.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { BoothNumbersCard } from './components/booth-numbers-card.tsx';
import { MoreVisitors } from './components/more-visitors.tsx';
import { LeadConsentForm } from './components/lead-consent-form.tsx';
import { TagListForm } from './components/tag-list-form.tsx';
import { VisitorList, VisitorListSkeleton } from './components/visitor-list.tsx';
import { VisitorToolbar } from './components/visitor-toolbar.tsx';
import styles from './components/visitors.module.css';
import { useLeads } from './leads/use-leads.ts';
import {
  filterRows,
  joinRows,
  sortRows,
  type RowFilter,
  type RowSort,
  type VisitorRow,
} from './leads/visitor-rows.ts';
import { useVisitors } from './use-visitors.ts';

const LeadSheet = lazy(async () => ({ default: (await import('./leads/lead-sheet.tsx')).LeadSheet }));

export function VisitorsScreen() {
  const { user } = useSession();
  const userKey = useUserKey();
  if (user === null || userKey === null) return null;
  return <Visitors companyId={user.id} userKey={userKey} />;
}

async function exportRows(rows: readonly VisitorRow[], kind: 'csv' | 'vcf', name: string): Promise<void> {
  const files = await import('./leads/lead-export.ts');
  /* eslint-disable lingui/no-unlocalized-strings -- file extensions and MIME types, not words */
  if (kind === 'csv') files.saveText(files.leadsCsv(rows), `${name}.csv`, 'text/csv;charset=utf-8');
  else files.saveText(files.leadsVcard(rows), `${name}.vcf`, 'text/vcard;charset=utf-8');
  /* eslint-enable lingui/no-unlocalized-strings */
}

/** A file name from a visitor's name: letters, digits and dashes. */
const fileNameOf = (row: VisitorRow, fallback: string) =>
  (row.nickname ?? row.name ?? fallback).replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || fallback;

function Visitors({ companyId, userKey }: { companyId: string; userKey: string }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<RowFilter>({ query: '', rating: 'all', tag: null });
  const { visitors, list, zip, downloadCvs } = useVisitors(companyId, userKey, filter.query);
  // Only the shown visitors' leads (issue 28); the booth numbers card reads the rest when opened.
  const shownIds = visitors.data?.map((v) => v.id) ?? null;
  const leads = useLeads(userKey, shownIds);
  const [sort, setSort] = useState<RowSort>('time');
  const [openId, setOpenId] = useState<string | null>(null);
  const all = useMemo(
    () => (visitors.data === null ? null : joinRows(visitors.data, leads.leads)),
    [visitors.data, leads.leads],
  );
  const shown = useMemo(
    () => (all === null ? [] : sortRows(filterRows(all, filter), sort)),
    [all, filter, sort],
  );
  const cvCount = list.withCv;
  const openRow = all?.find((row) => row.id === openId) ?? null;
  const open = openRow?.lead ?? null;
  const shownCount = shown.length;
  const zipSize = zip.kind === 'done' ? formatBytes(zip.bytes) : '';
  const isFiltered = filter.query !== '' || filter.rating !== 'all' || filter.tag !== null;

  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title={t`Visitors`}
        aside={
          all === null ? null : <span className={styles.count}>{Math.max(list.total ?? 0, all.length)}</span>
        }
        subtitle={t`Everyone who received your booth badge. Tap a name to rate, tag and note them.`}
        staleSince={visitors.staleSince ?? leads.staleSince}
      />
      {all === null ? (
        visitors.error !== null && !visitors.isLoading ? (
          <LoadProblem what={t`your visitors`} onRetry={visitors.reload} />
        ) : (
          <VisitorListSkeleton />
        )
      ) : (
        <>
          <VisitorToolbar
            filter={filter}
            sort={sort}
            tags={leads.tags}
            onFilter={setFilter}
            onSort={setSort}
          />
          {isFiltered ? (
            <p className="visually-hidden" role="status">
              {t`${plural(shownCount, { one: '# visitor shown', other: '# visitors shown' })}`}
            </p>
          ) : null}
          {leads.problem === null ? null : <FormAlert tone="error" title={leads.problem} />}
          {/* The exports follow the search in the focus order (a few Tabs, not one per visitor's
              link); CSS draws them last, docked at the bottom (visitors.module.css). */}
          <div className={styles.dock}>
            {zip.kind === 'downloading' ? (
              <ProgressBar
                label={t`Downloading CVs`}
                loaded={zip.progress.loaded}
                total={zip.progress.total}
              />
            ) : null}
            {zip.kind === 'done' ? (
              <FormAlert tone="success" title={t`CVs downloaded`}>
                {t`${zipSize} saved as a zip.`}
              </FormAlert>
            ) : null}
            {zip.kind === 'failed' ? <FormAlert tone="error" title={zip.message} /> : null}
            <div className={styles.exports}>
              <Button
                variant="secondary"
                disabled={shown.length === 0}
                onClick={() => void exportRows(shown, 'csv', t`visitors`)}
              >
                CSV
              </Button>
              <Button
                variant="secondary"
                disabled={shown.length === 0}
                onClick={() => void exportRows(shown, 'vcf', t`visitors`)}
              >
                vCards
              </Button>
              <Button
                onClick={() => void downloadCvs()}
                disabled={cvCount === 0}
                isBusy={zip.kind === 'downloading'}
                busyLabel={t`CVs…`}
              >
                <Trans>All CVs</Trans>
              </Button>
            </div>
          </div>
          <VisitorList rows={shown} isEmptyOverall={all.length === 0} onOpen={(row) => setOpenId(row.id)} />
          <MoreVisitors list={list} />
          {all.length === 0 ? null : <BoothNumbersCard userKey={userKey} />}
          <TagListForm tags={leads.tags} onSave={leads.saveTags} />
          <LeadConsentForm shares={leads.sharesWithOrganiser} onSave={leads.saveConsent} />
        </>
      )}
      {open === null ? null : (
        <Suspense fallback={null}>
          <LeadSheet
            key={open.attendeeId}
            lead={open}
            tags={leads.tags}
            onEdit={(change) => leads.edit(open, change)}
            onClose={() => setOpenId(null)}
            onVcard={() => openRow && void exportRows([openRow], 'vcf', fileNameOf(openRow, t`visitor`))}
          />
        </Suspense>
      )}
    </div>
  );
}
