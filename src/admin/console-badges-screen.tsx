// /admin?section=badges (admin staff, issue 13): every badge, archived ones dimmed, with how many hold
// it; tap one to edit it beside the list (below it on a phone), or create a new one. Deleting a
// badge someone holds archives it: attendees stop seeing it, their history stays.
import type { ReactNode } from 'react';
import { BADGE_TYPES } from '#contract/constants';
import { readConsoleBadges, type ConsoleBadge } from '../api/console.ts';
import { useReading } from '../ui/use-reading.ts';
import { ArchiveActions } from './components/archive-actions.tsx';
import { LazyPictureField } from './components/lazy-picture-field.tsx';
import { BadgeForm } from './components/badge-form.tsx';
import { CatalogueSection, type RowLook } from './components/catalogue-section.tsx';
import { formatShort } from './local-time.ts';
import { useCatalogue } from './use-catalogue.ts';
import { useConsoleAction } from './use-console-action.ts';
import { useAdminKey } from './use-admin-key.ts';

const TYPE_LABELS = new Map<number, string>(
  Object.values(BADGE_TYPES).map(({ code, label }) => [code, label]),
);

/** `nav`: the console's section switch, shown under the title. */
export function BadgesScreen({ nav }: { nav: ReactNode }) {
  const userKey = useAdminKey();
  const reading = useReading(userKey === null ? null : `console-badges:${userKey}`, () =>
    readConsoleBadges(userKey ?? ''),
  );
  const action = useConsoleAction();
  const badges = reading.data;
  const { editing, open, pick, formProps, archive } = useCatalogue('badges', badges, action, reading.reload);

  const form =
    editing === null ? null : (
      <BadgeForm key={String(editing)} badge={open} {...formProps}>
        {archive ? <ArchiveActions {...archive} /> : null}
        {open ? (
          <LazyPictureField kind="badges" id={open.id} current={open.avatar} onChanged={reading.reload} />
        ) : null}
      </BadgeForm>
    );

  return (
    <CatalogueSection
      title="Badges"
      subtitle="Create and edit the event's badges. Attendees see changes on their next visit."
      newLabel="New badge"
      plural="badges"
      nav={nav}
      reading={reading}
      rows={badges}
      notice={action.notice}
      editing={editing}
      onPick={pick}
      lookOf={badgeLook}
      side={form}
    />
  );
}

function badgeLook(badge: ConsoleBadge): RowLook {
  return {
    image: badge.avatar,
    meta: (
      <>
        {TYPE_LABELS.get(badge.type) ?? `Type ${badge.type}`} · {badge.tokens} tokens · {badge.awarded} held ·
        gifting {formatShort(badge.beginBadge)}–{formatShort(badge.endBadge)}
      </>
    ),
    tag: badge.isArchived ? 'Archived' : null,
  };
}
