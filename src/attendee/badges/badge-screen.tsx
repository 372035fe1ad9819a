// /badge/:id (seed-spec §2): one badge — medallion, name, reward, activity time, description —
// whether the attendee holds it, how to get it if not, and everyone who holds it (each linking to
// their page). Cached first, with the offline mark when it could not be refreshed.
import { useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/link.tsx';
import { useSession } from '../../session/session-context.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { BadgeCollect } from './components/badge-collect.tsx';
import { BadgeHero, BadgeHeroSkeleton } from './components/badge-hero.tsx';
import { LoadFailure } from '../shared/components/load-failure.tsx';
import { BadgeOwners } from './components/badge-owners.tsx';
import styles from '../shared/components/page-frame.module.css';
import { DataStaleMark, staleSinceOf } from '../shared/components/data-stale-mark.tsx';
import { BadgeSessionLink } from './components/badge-session-link.tsx';
import { useBadge } from './use-badge.ts';
import { useBadgeSessions } from './use-badge-sessions.ts';
import { useMe } from '../shared/use-me.ts';

export function BadgeScreen() {
  const { id } = useParams();
  // A new id is a new screen: no badge of the previous id shows while the next one loads.
  return <BadgeView key={id} rawId={id} />;
}

function BadgeView({ rawId }: { rawId: string | undefined }) {
  const { t } = useLingui();
  const badge = useBadge(rawId);
  const session = useBadgeSessions().get(badge.data?.id ?? -1);
  const me = useMe();
  const myId = useSession().user?.id ?? null;
  const data = badge.data;
  const isOwned =
    data === null
      ? null
      : data.isHeld ||
        data.owners.some((owner) => owner.id === myId) ||
        (me.data?.badges.some((b) => b.id === data.id) ?? false);

  return (
    <div className={styles.page}>
      <BackLink />
      <DataStaleMark storedAt={staleSinceOf(badge)} />
      {badge.isBadId ? (
        <NotFound />
      ) : data !== null ? (
        <>
          <BadgeHero badge={data} isOwned={isOwned} />
          {session ? <BadgeSessionLink session={session} /> : null}
          {isOwned === false ? <BadgeCollect type={data.type} /> : null}
          <BadgeOwners badgeId={data.id} firstPage={data} myId={myId} />
        </>
      ) : badge.error !== null && !badge.isLoading ? (
        <LoadFailure
          error={badge.error}
          what={t`this badge`}
          onRetry={badge.reload}
          notFound={<NotFound />}
        />
      ) : (
        <BadgeHeroSkeleton />
      )}
    </div>
  );
}

function BackLink() {
  return (
    <Link className={styles.backLink} to="/attendee/badgedex">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" />
      </svg>
      <Trans>Badgedex</Trans>
    </Link>
  );
}

function NotFound() {
  return (
    <section className={styles.state} role="alert">
      <h1 className={styles.stateTitle}>
        <Trans>Badge not found</Trans>
      </h1>
      <p className={styles.stateText}>
        <Trans>This badge doesn't exist, or it is no longer shown.</Trans>
      </p>
      <div className={styles.stateActions}>
        <ButtonLink to="/attendee/badgedex">
          <Trans>Browse all badges</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}
