// How to get a badge the attendee does not hold yet, and the way to do it (their QR code, which
// staff and booths scan) as the screen's bottom action, in thumb reach.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '#i18n/runtime';
import { ButtonLink } from '../../../ui/button.tsx';
import styles from './badge-collect.module.css';

const HOW: Record<number, MessageDescriptor> = {
  1: msg`It's a secret. Keep your eyes open around the venue.`,
  2: msg`Complete the challenge, then show your QR code to the staff.`,
  3: msg`Show your QR code to the staff when you earn it.`,
  4: msg`Visit the booth and let the team scan your QR code.`,
  5: msg`Catch the speaker and show your QR code to the staff.`,
  6: msg`Attend the talk and show your QR code to the staff at the door.`,
  7: msg`Join the workshop and show your QR code to the staff.`,
  8: msg`Join the event's Discord server to earn it.`,
  9: msg`Watch the pitch and show your QR code to the staff.`,
};

/** Types collected by a scan of the attendee's QR code. */
const SCANNED = new Set([2, 3, 4, 5, 6, 7, 9]);

export function BadgeCollect({ type }: { type: number }) {
  const { i18n } = useLingui();
  const how = HOW[type];
  if (how === undefined) return null;
  return (
    <div className={styles.collect}>
      <p className={styles.how}>
        <strong>
          <Trans>How to get it.</Trans>
        </strong>{' '}
        {i18n._(how)}
      </p>
      {SCANNED.has(type) ? (
        <ButtonLink to="/attendee/identifier" isBlock>
          <Trans>Show my QR code</Trans>
        </ButtonLink>
      ) : null}
    </div>
  );
}
