// How to get a badge the attendee does not hold yet, and the way to do it (their QR code, which
// staff and booths scan) as the screen's bottom action, in thumb reach.
import { ButtonLink } from '../../../ui/button.tsx';
import styles from './badge-collect.module.css';

const HOW: Record<number, string> = {
  1: "It's a secret. Keep your eyes open around the venue.",
  2: 'Complete the challenge, then show your QR code to the staff.',
  3: 'Show your QR code to the staff when you earn it.',
  4: 'Visit the booth and let the team scan your QR code.',
  5: 'Catch the speaker and show your QR code to the staff.',
  6: 'Attend the talk and show your QR code to the staff at the door.',
  7: 'Join the workshop and show your QR code to the staff.',
  8: "Join the event's Discord server to earn it.",
  9: 'Watch the pitch and show your QR code to the staff.',
};

/** Types collected by a scan of the attendee's QR code. */
const SCANNED = new Set([2, 3, 4, 5, 6, 7, 9]);

export function BadgeCollect({ type }: { type: number }) {
  const how = HOW[type];
  if (how === undefined) return null;
  return (
    <div className={styles.collect}>
      <p className={styles.how}>
        <strong>How to get it.</strong> {how}
      </p>
      {SCANNED.has(type) ? (
        <ButtonLink to="/attendee/identifier" isBlock>
          Show my QR code
        </ButtonLink>
      ) : null}
    </div>
  );
}
