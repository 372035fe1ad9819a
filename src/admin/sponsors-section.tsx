// /admin?section=sponsors (admin staff, issue 13): every sponsor, archived ones dimmed, with its
// tier, booth badge, visitors and account; tap one to edit it and manage its account beside the
// list (above it on a phone), or create a new one. Archiving a sponsor archives its booth badge:
// its scans stop, its visitors stay. Deleting one with visitors archives it instead.
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BADGE_TYPE } from '#contract/constants';
import { readConsoleBadges, type ConsoleBadge } from './api/catalogue.ts';
import {
  inviteSponsorAccount,
  readConsoleSponsors,
  removeSponsor,
  removeSponsorAccount,
  renewSponsorLink,
  saveSponsor,
  setSponsorArchived,
  type ConsoleSponsor,
} from './api/sponsors.ts';
import { useReading } from '../ui/use-reading.ts';
import { ArchiveActions } from './components/archive-actions.tsx';
import { CatalogueSection, type RowLook } from './components/catalogue-section.tsx';
import { SponsorAccount, type Invitation } from './components/sponsor-account.tsx';
import { SponsorForm } from './components/sponsor-form.tsx';
import { useConsoleAction } from './use-admin-action.ts';
import { useUserKey } from '../session/session-context.ts';
import { useEditing } from './use-editing.ts';
import styles from './components/admin.module.css';
import own from './components/sponsors.module.css';

/** Booths badges in use by no other sponsor, and this sponsor's own (even archived). */
function badgeOptionsFor(
  sponsor: ConsoleSponsor | null,
  badges: readonly ConsoleBadge[],
  sponsors: readonly ConsoleSponsor[],
) {
  const taken = new Set(sponsors.filter((s) => s.id !== sponsor?.id).map((s) => s.badgeId));
  return badges
    .filter(
      (b) => b.id === sponsor?.badgeId || (b.type === BADGE_TYPE.booth && !b.isArchived && !taken.has(b.id)),
    )
    .map((b) => ({ value: String(b.id), label: b.name }));
}

/** `nav`: the console's section switch, shown under the title. */
export function SponsorsSection({ nav }: { nav: ReactNode }) {
  const { t } = useLingui();
  const userKey = useUserKey();
  const reading = useReading(userKey === null ? null : `console-sponsors:${userKey}`, () =>
    readConsoleSponsors(userKey ?? ''),
  );
  const badgeReading = useReading(userKey === null ? null : `console-badges:${userKey}`, () =>
    readConsoleBadges(userKey ?? ''),
  );
  const action = useConsoleAction();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const sponsors = reading.data;
  const { editing, setEditing, open, pick, list } = useEditing(sponsors, action, () => setInvitation(null));
  const reload = () => {
    reading.reload();
    badgeReading.reload();
  };

  const sideRef = useRef<HTMLDivElement>(null);
  // A row far down a long list opens its form above it (phone) or at the column's top (laptop):
  // brought into view when its top is not already on screen.
  useEffect(() => {
    const top = sideRef.current?.getBoundingClientRect().top;
    if (top !== undefined && (top < 80 || top > window.innerHeight - 120)) {
      sideRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [editing]);

  const run = (write: () => Promise<string>) => action.run(write, reload);

  const account = open ? (
    <SponsorAccount
      key={`account-${open.id}`}
      sponsor={open}
      invitation={invitation?.sponsorId === open.id ? invitation : null}
      errors={action.fieldErrors}
      isBusy={action.isBusy}
      onInvite={(email) =>
        void run(async () => {
          setInvitation({ sponsorId: open.id, ...(await inviteSponsorAccount(open.id, email)) });
          const name = open.name;
          return t`Account invited for ${name}: send it the link below`;
        })
      }
      onRenew={() =>
        void run(async () => {
          setInvitation({ sponsorId: open.id, ...(await renewSponsorLink(open.id)) });
          return t`New link made: the old one no longer works`;
        })
      }
      onRemove={(email) =>
        void run(async () => {
          await removeSponsorAccount(open.id);
          setInvitation(null);
          return t`${email} removed`;
        })
      }
    />
  ) : null;

  const side =
    editing === null ? null : (
      <div className={`${styles.side} ${own.side}`} ref={sideRef}>
        <SponsorForm
          // NOTE: keyed by the sponsor found, not the id asked for: a sponsor just created is
          // asked for before the list that holds it has been read again.
          key={open ? `sponsor-${open.id}` : 'new'}
          sponsor={open}
          rows={sponsors}
          badgeOptions={badgeOptionsFor(open, badgeReading.data ?? [], sponsors ?? [])}
          errors={action.fieldErrors}
          isBusy={action.isBusy}
          onCancel={() => pick(null)}
          onSave={(fields) =>
            void run(async () => {
              const saved = await saveSponsor(open?.id ?? null, fields);
              // A new sponsor stays open, so its account can be invited next.
              setEditing(saved.id);
              const name = saved.name;
              return open ? t`${name} saved` : t`${name} created: invite its account below`;
            })
          }
        >
          {open ? (
            <ArchiveActions
              isArchived={open.isArchived}
              isBusy={action.isBusy}
              onArchive={(isArchived) =>
                void run(async () => {
                  await setSponsorArchived(open.id, isArchived);
                  const name = open.name;
                  return isArchived ? t`${name} archived: its scans stop` : t`${name} restored`;
                })
              }
              onDelete={() =>
                void run(async () => {
                  const outcome = await removeSponsor(open.id);
                  const name = open.name;
                  return outcome === 'deleted' ? t`${name} deleted` : t`${name} has visitors: archived`;
                }).then((isDone) => isDone && setEditing(null))
              }
            />
          ) : null}
        </SponsorForm>
        {account}
      </div>
    );

  return (
    <CatalogueSection
      title={t`Sponsors`}
      subtitle={t`Companies with a booth: their tier, booth badge, spotlights and the account that scans.`}
      newLabel={t`New sponsor`}
      plural="sponsors"
      nav={nav}
      reading={reading}
      list={list}
      lookOf={sponsorLook}
      side={side}
    />
  );
}

function sponsorLook(sponsor: ConsoleSponsor): RowLook {
  const account = sponsor.accounts[0];
  const tag = sponsor.isArchived
    ? t`Archived`
    : !account
      ? t`No account`
      : account.hasPassword
        ? null
        : t`Invited`;
  const { tier, badgeName, visitors, spotlightsLeft } = sponsor;
  const line = t`${tier} · ${badgeName} · ${plural(visitors, { one: '# visitor', other: '# visitors' })} · ${plural(spotlightsLeft, { one: '# spotlight', other: '# spotlights' })}`;
  return {
    image: null,
    meta: sponsor.hasCvAccess ? t`${line} · CVs` : line,
    tag,
  };
}
