// /admin?section=programme (admin staff, issue 22): import a frab schedule.xml or pretalx
// schedule.json (preview what it would add, change and remove, then apply it all or nothing), and
// edit the sessions, speakers and rooms by hand. Reads are the public programme; every change
// needs the server, so offline the section says so and its writes stay off.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { readConsoleBadges } from './api/catalogue.ts';
import { readProgramme } from '../api/programme.ts';
import { FormAlert } from '../ui/form-alert.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { useIsOnline } from '../ui/use-online.ts';
import { useReading } from '../ui/use-reading.ts';
import { ProgrammeEditor } from './components/programme-editor.tsx';
import { ProgrammeImport } from './components/programme-import.tsx';
import { useUserKey } from '../session/session-context.ts';
import { useProgrammeImport } from './use-programme-import.ts';
import { SectionLoad } from './components/section-load.tsx';

/** `nav`: the console's section switch, shown under the title. */
export function ProgrammeSection({ nav }: { nav: ReactNode }) {
  const { t } = useLingui();
  const userKey = useUserKey();
  const reading = useReading('programme', readProgramme);
  const badgeReading = useReading(userKey === null ? null : `console-badges:${userKey}`, () =>
    readConsoleBadges(userKey ?? ''),
  );
  const isOnline = useIsOnline();
  const reload = () => {
    reading.reload();
    badgeReading.reload();
  };
  const flow = useProgrammeImport(reload);
  const badges = badgeReading.data ?? [];
  const badgeName = (id: number) => badges.find((badge) => badge.id === id)?.name ?? null;
  const programme = reading.data;

  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title={t`Programme`}
        subtitle={t`Sessions, speakers and rooms: import the schedule your tools export, then adjust it by hand.`}
        staleSince={reading.staleSince}
      />
      {nav}
      {isOnline ? null : (
        <FormAlert tone="error" title={t`You're offline`}>
          <Trans>The programme is shown as last read. Importing and editing need a connection.</Trans>
        </FormAlert>
      )}
      <ProgrammeImport flow={flow} isOnline={isOnline} badgeName={badgeName} />
      <SectionLoad data={programme} reading={reading} what={t`the programme`}>
        {(programme) => <ProgrammeEditor programme={programme} badges={badges} reload={reload} />}
      </SectionLoad>
    </div>
  );
}
