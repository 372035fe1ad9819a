// /attendees/:id (seed-spec §2, reference-client §2.14): another attendee's public page, opened by
// attendees, staff and sponsors, from a card's QR (a UUID) or a leaderboard link (a nickname).
// Anonymous visitors never get here: the guard sends them to sign in or to register the card.
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../session/session-context.ts';
import { Button } from '../../ui/button.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { StaleMark } from '../../ui/stale-mark.tsx';
import { AttendeeBadges } from './components/attendee-badges.tsx';
import { AttendeeHeader } from './components/attendee-header.tsx';
import { AttendeeProblem } from '../shared/components/attendee-problem.tsx';
import styles from './components/attendee.module.css';
import { useAttendee, type AttendeeData } from './use-attendee.ts';

export function AttendeeScreen() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const data = useAttendee(id);
  const { user } = useSession();
  const attendee = data.data;

  // A definite answer from the server wins over a cached copy.
  if (
    data.reason === 'not-registered' ||
    data.reason === 'not-found' ||
    (id.trim() === '' && !data.isLoading)
  )
    return <AttendeeMissing isUnregistered={data.reason === 'not-registered'} />;
  if (attendee === null) return <AttendeeUnavailable data={data} />;

  const name = attendee.name ?? attendee.nickname ?? t`This attendee`;
  return (
    <div className={styles.page}>
      {data.staleSince ? <StaleMark storedAt={data.staleSince} /> : null}
      <AttendeeHeader attendee={attendee} />
      <AttendeeBadges badges={attendee.badges} canOpen={user?.type === 'attendee'} name={name} />
    </div>
  );
}

function BackButton() {
  const navigate = useNavigate();
  if (window.history.length <= 1) return null;
  return (
    <Button variant="secondary" isBlock onClick={() => void navigate(-1)}>
      <Trans>Go back</Trans>
    </Button>
  );
}

function AttendeeMissing({ isUnregistered }: { isUnregistered: boolean }) {
  const { t } = useLingui();
  if (isUnregistered) {
    return (
      <AttendeeProblem tone="info" title={t`This card isn't registered yet`} actions={<BackButton />}>
        <p>
          <Trans>Nobody has linked this card to an account, so there is no profile to show.</Trans>
        </p>
        <p>
          <Trans>Its owner can register it by scanning the card's QR code while signed out.</Trans>
        </p>
      </AttendeeProblem>
    );
  }
  return (
    <AttendeeProblem tone="info" title={t`No attendee found`} actions={<BackButton />}>
      <p>
        <Trans>No one has this card code or nickname. Check the link or scan the card again.</Trans>
      </p>
    </AttendeeProblem>
  );
}

function AttendeeUnavailable({ data }: { data: AttendeeData }) {
  const { t } = useLingui();
  if (data.isLoading) return <PageLoading label={t`Loading profile…`} />;
  const retry = (
    <Button isBlock onClick={data.reload}>
      <Trans>Try again</Trans>
    </Button>
  );
  if (data.reason === 'network') {
    return (
      <AttendeeProblem tone="offline" title={t`You're offline`} actions={retry}>
        <p>
          <Trans>
            This profile hasn't been opened on this device before. Try again when you're connected.
          </Trans>
        </p>
      </AttendeeProblem>
    );
  }
  return (
    <AttendeeProblem tone="error" title={t`This profile couldn't be loaded`} actions={retry}>
      <p>
        <Trans>The server didn't answer as expected. Try again in a moment.</Trans>
      </p>
    </AttendeeProblem>
  );
}
