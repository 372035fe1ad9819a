// /admin?section=badges (admin staff, issue 13): every badge, archived ones dimmed, with how many hold
// it; tap one to edit it beside the list (below it on a phone), or create a new one. Deleting a
// badge someone holds archives it: attendees stop seeing it, their history stays. Issue 23: a new
// badge starts on an event day and slot, "Copy" opens a badge's fields as a new one, and a CSV file
// imports many at once.
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { BADGE_TYPE_NAMES, badgeTypeName } from '../api/badges.ts';
import { readConsoleBadges, type ConsoleBadge } from './api/catalogue.ts';
import { useEvent } from '../hooks/use-event.ts';
import { Button } from '../ui/button.tsx';
import { useReading } from '../ui/use-reading.ts';
import { ArchiveActions } from './components/archive-actions.tsx';
import { LazyPictureField } from './components/lazy-picture-field.tsx';
import { BadgeForm } from './components/badge-form.tsx';
import { CatalogueSection, type RowLook } from './components/catalogue-section.tsx';
import { CsvImportButton } from './components/csv-import-button.tsx';
import { defaultDay, eventDays } from './badge-slot.ts';
import { formatShort } from './local-time.ts';
import { useCatalogue } from './use-catalogue.ts';
import { useConsoleAction } from './use-admin-action.ts';
import { useUserKey } from '../session/session-context.ts';

/** `nav`: the console's section switch, shown under the title. */
export function BadgesSection({ nav }: { nav: ReactNode }) {
  const { t } = useLingui();
  const userKey = useUserKey();
  const reading = useReading(userKey === null ? null : `console-badges:${userKey}`, () =>
    readConsoleBadges(userKey ?? ''),
  );
  const action = useConsoleAction();
  const badges = reading.data;
  // The badge the create form copies; any other opening forgets it.
  const [template, setTemplate] = useState<ConsoleBadge | null>(null);
  const { editing, open, pick, list, formProps, archive } = useCatalogue(
    'badges',
    badges,
    action,
    reading.reload,
    () => setTemplate(null),
  );
  const event = useEvent();
  const days = useMemo(() => (event ? eventDays(event.start, event.days) : []), [event]);
  const copy = (badge: ConsoleBadge) => {
    pick('new');
    setTemplate(badge);
  };

  const form =
    editing === null ? null : (
      <BadgeForm
        key={template ? `copy-${template.id}` : String(editing)}
        badge={open}
        template={template}
        days={days}
        firstDay={defaultDay(days, new Date())}
        rows={badges}
        {...formProps}
      >
        {open ? (
          <div>
            <Button variant="secondary" onClick={() => copy(open)}>
              <Trans>Copy as a new badge</Trans>
            </Button>
          </div>
        ) : null}
        {archive ? <ArchiveActions {...archive} /> : null}
        {open ? (
          <LazyPictureField kind="badges" id={open.id} current={open.avatar} onChanged={reading.reload} />
        ) : null}
      </BadgeForm>
    );

  return (
    <CatalogueSection
      title={t`Badges`}
      subtitle={t`Create and edit the event's badges. Attendees see changes on their next visit.`}
      newLabel={t`New badge`}
      plural="badges"
      nav={nav}
      reading={reading}
      list={list}
      lookOf={badgeLook}
      side={form}
    >
      <CsvImportButton kind="badges" onImported={reading.reload} />
    </CatalogueSection>
  );
}

function badgeLook(badge: ConsoleBadge): RowLook {
  const { type, tokens, awarded } = badge;
  const typeName = BADGE_TYPE_NAMES.has(type) ? badgeTypeName(type) : t`Type ${type}`;
  const from = formatShort(badge.beginBadge);
  const to = formatShort(badge.endBadge);
  return {
    image: badge.avatar,
    meta: t`${typeName} · ${plural(tokens, { one: '# token', other: '# tokens' })} · ${awarded} held · gifting ${from} – ${to}`,
    // NOTE: a badge is feminine in Portuguese ("Arquivada").
    tag: badge.isArchived ? t({ context: 'badge', message: 'Archived' }) : null,
  };
}
