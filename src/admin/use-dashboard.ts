// The dashboard's data (issue 13): read now, then every DASHBOARD_POLL_MS while the page is
// visible; a hidden tab stops asking and reads at once when it is shown again. The last answer
// stays on screen when a read fails, with the time it was produced.
import { readDashboard, type Dashboard, type DashboardWindow } from './api/dashboard.ts';
import { useReading } from '../ui/use-reading.ts';
import { useUserKey } from '../session/session-context.ts';
import { usePollWhileVisible } from './use-poll-while-visible.ts';

export const DASHBOARD_POLL_MS = 10_000;

export type DashboardState = {
  dashboard: Dashboard | null;
  /** When the server produced the answer shown. */
  updatedAt: Date | null;
  /** The last read failed; what is shown (if anything) is older. */
  hasFailed: boolean;
  isLoading: boolean;
  reload: () => void;
};

type Shown = { dashboard: Dashboard; updatedAt: Date };

export function useDashboard(span: DashboardWindow): DashboardState {
  const userKey = useUserKey();
  const reading = useReading<Shown>(`dashboard:${span}:${userKey ?? ''}`, async function* () {
    for await (const r of readDashboard(userKey, span)) {
      yield { ...r, data: { dashboard: r.data, updatedAt: r.storedAt } };
    }
  });
  const { reload } = reading;

  usePollWhileVisible(reload, DASHBOARD_POLL_MS);

  return {
    dashboard: reading.data?.dashboard ?? null,
    updatedAt: reading.data?.updatedAt ?? null,
    hasFailed: reading.error !== null,
    isLoading: reading.isLoading,
    reload,
  };
}
