// /staff/badges (staff and sponsors, seed-spec §2): pick a badge from the grid (type filter, name
// search), then scan attendees one after another to award it. The picked badge lives in the URL
// (?badge=12), so Back returns to the grid. Sponsors see it too; the server only ever gives their
// own badge. Opening a badge or going back to the grid moves focus to the heading that replaced it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession, useUserKey } from '../session/session-context.ts';
import { focusOn, screenHeading } from '../ui/focus.ts';
import { LoadProblem } from '../ui/load-problem.tsx';
import { PageLoading } from '../ui/page-loading.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { AwardSession } from './components/award-session.tsx';
import { BadgePicker, BadgePickerSkeleton } from './components/badge-picker.tsx';
import { useStaffBadges } from './use-staff-badges.ts';

function badgeParam(search: URLSearchParams): number | null {
  const raw = search.get('badge');
  return raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

export function BadgesScreen() {
  const { t } = useLingui();
  const { user } = useSession();
  const userKey = useUserKey();
  const badges = useStaffBadges();
  const [search, setSearch] = useSearchParams();
  const pickedId = badgeParam(search);
  const picked = badges.data?.find((badge) => badge.id === pickedId) ?? null;
  const isSponsor = user?.type === 'company';
  const isFirstView = useRef(true);
  useEffect(() => {
    if (isFirstView.current) isFirstView.current = false;
    else focusOn(screenHeading());
  }, [pickedId]);

  if (pickedId !== null && picked !== null && userKey !== null) {
    return (
      <div className={pageStyles.page}>
        <button type="button" className={pageStyles.backLink} onClick={() => setSearch({})}>
          <Trans>← All badges</Trans>
        </button>
        <ScreenHeader title={picked.name} staleSince={badges.staleSince} />
        <AwardSession key={picked.id} badge={picked} userKey={userKey} isSponsor={isSponsor} />
      </div>
    );
  }

  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title={t`Badges`}
        subtitle={
          isSponsor
            ? t`Every scan you make here gives your booth badge, as your Scanner does.`
            : t`Pick a badge, then scan attendees one after another to award it.`
        }
        staleSince={badges.staleSince}
      />
      {pickedId !== null && badges.isLoading && badges.data === null ? (
        <PageLoading label={t`Opening the badge…`} />
      ) : null}
      {pickedId !== null && badges.data !== null && picked === null ? (
        <p className={pageStyles.card} role="alert">
          <Trans>That badge cannot be awarded now (its gifting period may be over). Pick another.</Trans>
        </p>
      ) : null}
      {badges.data === null ? (
        badges.error !== null && !badges.isLoading ? (
          <LoadProblem what={t`the badges`} onRetry={badges.reload} />
        ) : (
          <BadgePickerSkeleton />
        )
      ) : badges.data.length === 0 ? (
        <p className={pageStyles.card}>
          <Trans>No badge can be awarded right now: none has its gifting period open.</Trans>
        </p>
      ) : (
        <BadgePicker badges={badges.data} onPick={(badge) => setSearch({ badge: String(badge.id) })} />
      )}
    </div>
  );
}
