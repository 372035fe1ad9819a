// /admin?section=venue (admin staff, issue 13): the floor plan with every placed booth, and the
// sponsors still to place. Choose a sponsor, then tap the plan where its booth stands; drag a
// marker or tap elsewhere to move it; the chosen booth's form takes the same position as numbers
// (the keyboard's way) and removes it. A new plan is uploaded under the lists.
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { placeBooth, removeBooth, type ConsolePlan, type VenueSponsor } from './api/venue.ts';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { BoothForm } from './components/booth-form.tsx';
import { PlanUpload } from './components/plan-upload.tsx';
import { isOnPlan, VenuePlanEditor } from './components/venue-plan-editor.tsx';
import { useConsoleAction } from './use-admin-action.ts';
import { useConsoleVenue } from './use-venue.ts';
import styles from './components/venue.module.css';
import { SectionLoad } from './components/section-load.tsx';
import { ActionNotice } from './components/action-notice.tsx';

const boothKey = (s: VenueSponsor) => `${s.id}:${s.booth?.x}:${s.booth?.y}:${s.booth?.label}`;

const standOf = (s: VenueSponsor) => s.booth?.label ?? s.name;
const byStand = (a: VenueSponsor, b: VenueSponsor) =>
  standOf(a).localeCompare(standOf(b), undefined, { numeric: true });

export function VenueSection({ nav }: { nav: ReactNode }) {
  const { t } = useLingui();
  const { reading, image, hasImageFailed } = useConsoleVenue();
  const action = useConsoleAction();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const venue = reading.data;
  const selected = venue?.sponsors.find((s) => s.id === selectedId) ?? null;
  const selectedName = selected?.name ?? '';

  const planRef = useRef<HTMLDivElement>(null);
  const select = (id: number | null) => {
    action.clear();
    setSelectedId(id);
  };
  /** From a list under the plan (a phone): the plan is brought back into view to be tapped. */
  const selectFromList = (id: number) => {
    select(id);
    const top = planRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) planRef.current?.scrollIntoView({ block: 'start' });
  };
  const place = (id: number, point: { x: number; y: number; label?: string | null }) => {
    const sponsor = venue?.sponsors.find((s) => s.id === id);
    if (!sponsor) return;
    setSelectedId(id);
    const label = point.label === undefined ? (sponsor.booth?.label ?? null) : point.label;
    void action.run(async () => {
      await placeBooth(id, { x: point.x, y: point.y, label });
      const name = sponsor.name;
      return sponsor.booth ? t`${name} moved` : t`${name} placed`;
    }, reading.reload);
  };
  const remove = (sponsor: VenueSponsor) =>
    void action.run(async () => {
      await removeBooth(sponsor.id);
      const name = sponsor.name;
      return t`${name} taken off the plan`;
    }, reading.reload);

  const unplaced = venue?.sponsors.filter((s) => s.booth === null) ?? [];
  // Booths a new plan left outside come first: they are the ones to move.
  const isOff = (s: VenueSponsor) => (venue && s.booth && !isOnPlan(s.booth, venue.plan) ? 0 : 1);
  const placed = (venue?.sponsors.filter((s) => s.booth !== null) ?? []).sort(
    (a, b) => isOff(a) - isOff(b) || byStand(a, b),
  );

  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title={t`Venue`}
        subtitle={t`Where each sponsor's booth stands on the floor plan attendees see.`}
        staleSince={reading.staleSince}
      />
      {nav}
      <ActionNotice notice={action.notice} />
      <SectionLoad data={venue} reading={reading} what={t`the venue`} skeletonClass={styles.skeleton}>
        {(venue) => (
          <div className={styles.layout}>
            <div ref={planRef}>
              <VenuePlanEditor
                plan={venue.plan}
                image={image}
                sponsors={venue.sponsors}
                selectedId={selectedId}
                isBusy={action.isBusy}
                onSelect={select}
                onPlace={place}
              />
              <p className={styles.hint} aria-live="polite">
                {hasImageFailed
                  ? t`The plan drawing could not be loaded; booths are shown on a blank plan.`
                  : selected
                    ? t`Tap the plan where ${selectedName}'s booth stands.`
                    : t`Choose a sponsor, then tap the plan to place its booth. Drag a marker to move it.`}
              </p>
            </div>
            <div className={styles.side}>
              {selected ? (
                <BoothForm
                  key={boothKey(selected)}
                  sponsor={selected}
                  plan={venue.plan}
                  errors={action.fieldErrors}
                  isBusy={action.isBusy}
                  onSave={(booth) => place(selected.id, booth)}
                  onRemove={() => remove(selected)}
                  onClose={() => select(null)}
                />
              ) : null}
              {[
                {
                  key: 'unplaced',
                  title: t`Not placed yet`,
                  empty: t`Every sponsor has a booth.`,
                  sponsors: unplaced,
                },
                { key: 'placed', title: t`On the plan`, empty: t`No booth placed yet.`, sponsors: placed },
              ].map(({ key, ...group }) => (
                <SponsorChips
                  key={key}
                  plan={venue.plan}
                  {...group}
                  selectedId={selectedId}
                  onSelect={selectFromList}
                />
              ))}
              <PlanUpload isDemo={venue.plan.isDemo} onUploaded={reading.reload} />
            </div>
          </div>
        )}
      </SectionLoad>
    </div>
  );
}

function SponsorChips(props: {
  plan: ConsolePlan;
  title: string;
  empty: string;
  sponsors: readonly VenueSponsor[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useLingui();
  const { plan, title, empty, sponsors, selectedId, onSelect } = props;
  const count = sponsors.length;
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{t`${title} (${count})`}</h2>
      {sponsors.length === 0 ? (
        <p className={styles.note}>{empty}</p>
      ) : (
        <ul className={styles.chips}>
          {sponsors.map(({ name, ...sponsor }) => (
            <li key={sponsor.id}>
              <button
                type="button"
                className={`${styles.chip} ${sponsor.isArchived ? styles.chipMuted : ''}`}
                aria-pressed={sponsor.id === selectedId}
                title={sponsor.isArchived ? t`${name} (archived)` : sponsor.tier}
                onClick={() => onSelect(sponsor.id)}
              >
                {sponsor.booth?.label ? `${sponsor.booth.label} · ` : ''}
                {name}
                {sponsor.isArchived ? t` (archived)` : ''}
                {sponsor.booth && !isOnPlan(sponsor.booth, plan) ? t` (off the plan)` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
