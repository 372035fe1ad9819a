// The company's visitors a page at a time (issue 28): the first page cache first then network (it
// shows offline), further pages on "Show more", a search on the server once typing pauses (the
// unsearched list meanwhile, and offline); and the "Download all CVs" zip with the bytes so far.
import { useEffect, useState } from 'react';
import { t } from '@lingui/core/macro';
import type { Progress } from '../api/transfer.ts';
import { downloadVisitorCvs, readVisitorsPage, type Visitor, type VisitorsPage } from '../api/visitors.ts';
import { useReading, type ReadingState } from '../ui/use-reading.ts';
import { saveFile } from '../ui/save-file.ts';

const SEARCH_PAUSE_MS = 300;

/** Pages read after `first`, kept only while `first` is the page they follow. */
type More = {
  first: VisitorsPage | null;
  visitors: Visitor[];
  next: string | null;
  isLoading: boolean;
  failed: boolean;
};

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export type ZipState =
  | { kind: 'idle' }
  | { kind: 'downloading'; progress: Progress }
  | { kind: 'done'; bytes: number }
  | { kind: 'failed'; message: string };

export function useVisitors(companyId: string, userKey: string, query = '') {
  const search = useSettled(query.trim(), SEARCH_PAUSE_MS);

  const all = useReading(`visitors:${userKey}:${companyId}`, () =>
    readVisitorsPage(companyId, userKey, { query: '', after: null }),
  );
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key, not words
  const searched = useReading(search === '' ? null : `visitors:${userKey}:${companyId}:q:${search}`, () =>
    readVisitorsPage(companyId, userKey, { query: search, after: null }),
  );
  const page = search !== '' && searched.data !== null ? searched : all;
  const first = page.data;
  const [stored, setMore] = useState<More>({
    first: null,
    visitors: [],
    next: null,
    isLoading: false,
    failed: false,
  });
  const more: More =
    stored.first === first && first !== null
      ? stored
      : { first, visitors: [], next: first?.next ?? null, isLoading: false, failed: false };

  async function loadMore() {
    if (more.next === null || more.isLoading) return;
    setMore({ ...more, isLoading: true, failed: false });
    try {
      for await (const next of readVisitorsPage(companyId, userKey, { query: search, after: more.next })) {
        const visitors = [...more.visitors, ...next.data.visitors];
        setMore({ first, visitors, next: next.data.next, isLoading: false, failed: false });
      }
    } catch {
      setMore({ ...more, isLoading: false, failed: true });
    }
  }

  const visitors: ReadingState<Visitor[]> = {
    ...page,
    data: first === null ? null : [...first.visitors, ...more.visitors],
  };
  const list = {
    /** All the company's visitors (not only those matching the search). */
    total: all.data?.total ?? null,
    withCv: all.data?.withCv ?? 0,
    /** Matching visitors not read yet. */
    left: first === null ? 0 : Math.max(first.total - first.visitors.length - more.visitors.length, 0),
    hasMore: more.next !== null,
    isLoadingMore: more.isLoading,
    moreFailed: more.failed,
    loadMore,
  };
  const [zip, setZip] = useState<ZipState>({ kind: 'idle' });

  async function downloadCvs() {
    if (zip.kind === 'downloading') return;
    setZip({ kind: 'downloading', progress: { loaded: 0, total: null } });
    const result = await downloadVisitorCvs(companyId, (progress) =>
      setZip({ kind: 'downloading', progress }),
    );
    if (result.ok) {
      saveFile(result.value.blob, result.value.filename ?? 'cvs.zip');
      setZip({ kind: 'done', bytes: result.value.blob.size });
      return;
    }
    const failure = result.failure;
    setZip({
      kind: 'failed',
      message:
        failure.kind === 'network'
          ? t`No connection: the CVs were not downloaded.`
          : failure.kind === 'http' && failure.status === 403
            ? t`Your company cannot download these CVs.`
            : t`The server could not build the zip. Try again.`,
    });
  }

  return { visitors, list, zip, downloadCvs };
}
