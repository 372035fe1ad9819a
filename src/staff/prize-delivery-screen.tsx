// /staff/prizes/:id (seed-spec §2): who was scanned, and the store items and wheel prizes they are
// still owed, each delivered in part or in full with a confirmation; answers show in place. Reads
// are cache first, so the lists of an attendee seen before open offline.
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { Link } from '../ui/link.tsx';
import { isUuid } from '../lib/card-code.ts';
import { Avatar } from '../ui/avatar.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import styles from './components/owed-row.module.css';
import { OwedSection } from './components/owed-section.tsx';
import { usePrizeDelivery } from './use-prize-delivery.ts';
import { useUserKey } from '../session/session-context.ts';

export function PrizeDeliveryScreen() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const userKey = useUserKey();
  if (!isUuid(id) || userKey === null) {
    return (
      <div className={pageStyles.page}>
        <ScreenHeader title={t`Prize delivery`} />
        <p className={pageStyles.card} role="alert">
          <Trans>
            That is not an attendee's code. <Link to="/staff/prizes">Scan again</Link>
          </Trans>
        </p>
      </div>
    );
  }
  return <Delivery attendeeId={id.toLowerCase()} userKey={userKey} />;
}

function Delivery({ attendeeId, userKey }: { attendeeId: string; userKey: string }) {
  const { t } = useLingui();
  const delivery = usePrizeDelivery(attendeeId, userKey);
  const person = delivery.attendee.data;
  const shortId = attendeeId.slice(0, 8);
  const name = person?.name ?? person?.nickname ?? t`Card ${shortId}`;
  const staleSince = delivery.items.staleSince ?? delivery.prizes.staleSince;

  return (
    <div className={pageStyles.page}>
      <Link to="/staff/prizes" className={pageStyles.backLink}>
        <Trans>← Scan another</Trans>
      </Link>
      <ScreenHeader
        title={
          <span className={styles.person}>
            <Avatar src={person?.avatar ?? null} name={name} size={48} alt="" />
            {name}
          </span>
        }
        subtitle={person?.nickname ? `@${person.nickname}` : t`What this attendee is owed`}
        staleSince={staleSince}
      />
      <OwedSection
        kind="item"
        title={t`Store items`}
        emptyText={t`No store items to hand over.`}
        reading={delivery.items}
        delivery={delivery}
      />
      <OwedSection
        kind="prize"
        title={t`Wheel prizes`}
        emptyText={t`No wheel prizes to hand over.`}
        reading={delivery.prizes}
        delivery={delivery}
      />
    </div>
  );
}
