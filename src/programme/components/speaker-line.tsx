// A speaker in a list: picture (initials when it cannot load), name and organisation, linking to
// their page.
import { Link } from '../../ui/link.tsx';
import type { Speaker } from '../../api/programme.ts';
import { Avatar } from '../../ui/avatar.tsx';
import styles from './session-page.module.css';

export function SpeakerLine({ speaker }: { speaker: Speaker }) {
  return (
    <Link to={`/speakers/${speaker.id}`} className={styles.speaker}>
      <Avatar src={speaker.picture} name={speaker.name} size={48} alt="" />
      <span className={styles.speakerText}>
        <span className={styles.speakerName}>{speaker.name}</span>
        {speaker.organisation ? <span className={styles.muted}>{speaker.organisation}</span> : null}
      </span>
    </Link>
  );
}
