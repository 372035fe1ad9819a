// /admin?section=people (admin staff, issue 13): who runs the event and who gets in. Staff
// accounts (invite with a set-password link, the admin flag) and the attendee cards (create a
// batch, print the QR sheet, see which are registered) share one section: both are about
// people, and the console's section switch must stay one row on a phone as sections are added.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { CardsPanel } from './components/cards-panel.tsx';
import { StaffPanel } from './components/staff-panel.tsx';
import { useUserKey } from '../session/session-context.ts';
import panels from './components/panels.module.css';
import styles from './components/people.module.css';

/** `nav`: the console's section switch, shown under the title. */
export function PeopleSection({ nav }: { nav: ReactNode }) {
  const { t } = useLingui();
  const userKey = useUserKey();
  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title={t`People`}
        subtitle={t`Staff accounts and the attendee cards handed out at the door.`}
      />
      {nav}
      <div className={`${panels.panels} ${styles.panels}`}>
        <StaffPanel userKey={userKey} />
        <CardsPanel userKey={userKey} />
      </div>
    </div>
  );
}
