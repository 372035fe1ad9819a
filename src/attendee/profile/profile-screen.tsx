// /attendee/profile (seed-spec §2, reference-client §2.6): who the attendee is and the edits they
// make (picture, nickname, course, CV), achievements and company checkpoints, referral codes and
// a password reset link. Reads are cache first, so everything but the actions works offline.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useAfterFirstScreen } from '../../deferred/after-first-screen.ts';
import { NetworkError } from '../../api/errors.ts';
import type { Me } from '../../api/me.ts';
import { Button } from '../../ui/button.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { StaleMark } from '../../ui/stale-mark.tsx';
import { useIsOnline } from '../../ui/use-online.ts';
import { AttendeeProblem } from '../shared/components/attendee-problem.tsx';
import { CheckpointTracker } from './components/checkpoint-tracker.tsx';
import { ProfileIdentity } from './components/profile-identity.tsx';
import { ProfileSponsorsCard } from './components/profile-sponsors-card.tsx';
import { ProfileStats } from './components/profile-stats.tsx';
import styles from './components/profile.module.css';
import { countCompanyVisits } from './profile-checkpoints.ts';
import { useProfile, type ProfileData } from './use-profile.ts';

/** Referral, CV and account: deferred JS, loaded once the first screen is up (DESIGN.md §7). */
const ProfileActions = lazy(async () => ({
  default: (await import('./components/profile-actions.tsx')).ProfileActions,
}));

/** The first name to greet, or null (no name nor nickname). */
function firstName(me: Me): string | null {
  const name = me.name?.trim() ?? '';
  return name.split(/\s+/)[0] || me.nickname || null;
}

export function ProfileScreen() {
  const profile = useProfile();
  const isOnline = useIsOnline();
  const isDeferredReady = useAfterFirstScreen();
  const { me } = profile;

  if (me === null) return <ProfileUnavailable profile={profile} isOnline={isOnline} />;
  const name = firstName(me);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.greeting}>
          {name === null ? <Trans>Hello, there</Trans> : <Trans>Hello, {name}</Trans>}
        </h1>
        <p className={styles.subtitle}>
          <Trans>Your profile, your progress and your CV.</Trans>
        </p>
        {profile.staleSince ? <StaleMark storedAt={profile.staleSince} /> : null}
      </header>
      <div className={styles.columns}>
        <div className={styles.column}>
          <ProfileIdentity
            me={me}
            courses={profile.courses}
            isOnline={isOnline}
            onSaved={profile.applySaved}
            onSettled={profile.reload}
          />
          <ProfileStats tokens={me.tokenBalance} badges={me.badgeCount} entries={me.entries} />
          <CheckpointTracker visits={countCompanyVisits(me.badges)} />
          <ProfileSponsorsCard hasCv={me.cv !== null} />
        </div>
        <div className={styles.column}>
          {isDeferredReady ? (
            <Suspense fallback={<div className={styles.cardPlaceholder} aria-hidden="true" />}>
              <ProfileActions
                me={me}
                isOnline={isOnline}
                onSaved={profile.applySaved}
                onSettled={profile.reload}
              />
            </Suspense>
          ) : (
            <div className={styles.cardPlaceholder} aria-hidden="true" />
          )}
        </div>
      </div>
    </div>
  );
}

/** Nothing to show yet: loading, offline with no saved copy, or a failed read (with retry). */
function ProfileUnavailable({ profile, isOnline }: { profile: ProfileData; isOnline: boolean }) {
  const { t } = useLingui();
  if (profile.isLoading) return <PageLoading label={t`Loading your profile…`} />;
  const retry = (
    <Button isBlock onClick={profile.reload}>
      <Trans>Try again</Trans>
    </Button>
  );
  if (!isOnline || profile.error instanceof NetworkError) {
    return (
      <AttendeeProblem tone="offline" title={t`You're offline`} actions={retry}>
        <p>
          <Trans>
            Your profile hasn't been saved on this device yet. Open it once while connected and it will be
            here offline too.
          </Trans>
        </p>
      </AttendeeProblem>
    );
  }
  return (
    <AttendeeProblem tone="error" title={t`Your profile couldn't be loaded`} actions={retry}>
      <p>
        <Trans>The server didn't answer as expected. Try again in a moment.</Trans>
      </p>
    </AttendeeProblem>
  );
}
