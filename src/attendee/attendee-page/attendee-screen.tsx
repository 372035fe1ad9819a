// /attendees/:id (seed-spec §2, reference-client §2.14): another attendee's public page, opened by
// attendees, staff and sponsors, from a card's QR (a UUID) or a leaderboard link (a nickname).
// Anonymous visitors never get here: the guard sends them to sign in or to register the card.
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

  const name = attendee.name ?? attendee.nickname ?? 'This attendee';
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
      Go back
    </Button>
  );
}

function AttendeeMissing({ isUnregistered }: { isUnregistered: boolean }) {
  if (isUnregistered) {
    return (
      <AttendeeProblem tone="info" title="This card isn't registered yet" actions={<BackButton />}>
        <p>Nobody has linked this card to an account, so there is no profile to show.</p>
        <p>Its owner can register it by scanning the card's QR code while signed out.</p>
      </AttendeeProblem>
    );
  }
  return (
    <AttendeeProblem tone="info" title="No attendee found" actions={<BackButton />}>
      <p>No one has this card code or nickname. Check the link or scan the card again.</p>
    </AttendeeProblem>
  );
}

function AttendeeUnavailable({ data }: { data: AttendeeData }) {
  if (data.isLoading) return <PageLoading label="Loading profile…" />;
  const retry = (
    <Button isBlock onClick={data.reload}>
      Try again
    </Button>
  );
  if (data.reason === 'network') {
    return (
      <AttendeeProblem tone="offline" title="You're offline" actions={retry}>
        <p>This profile hasn't been opened on this device before. Try again when you're connected.</p>
      </AttendeeProblem>
    );
  }
  return (
    <AttendeeProblem tone="error" title="This profile couldn't be loaded" actions={retry}>
      <p>The server didn't answer as expected. Try again in a moment.</p>
    </AttendeeProblem>
  );
}
