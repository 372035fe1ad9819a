// The sponsor form of the console: company name, tier, its booth badge (a Booths badge no other
// sponsor has), spotlights left, CV access and its Discord channel. Saves the whole sponsor; the
// server judges it (a badge already held by visitors cannot be swapped, say).
import { useState, type FormEvent, type ReactNode } from 'react';
import { SPONSORSHIPS } from '#contract/constants';
import type { SponsorCreateBody } from '#contract/console-sponsors';
import type { ConsoleSponsor } from '../../api/console-sponsors.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField, type SelectOption } from '../../ui/select-field.tsx';
import { fieldStyles, TextField } from '../../ui/text-field.tsx';
import styles from './console.module.css';

const TIER_OPTIONS = SPONSORSHIPS.map((tier) => ({ value: tier, label: tier }));

type SponsorFormProps = {
  sponsor: ConsoleSponsor | null;
  /** The booth badges it may have: unused Booths badges, and its own. */
  badgeOptions: readonly SelectOption[];
  errors: Record<string, string>;
  isBusy: boolean;
  onSave: (fields: SponsorCreateBody) => void;
  onCancel: () => void;
  /** Under the form's buttons: the account panel and archive actions of an existing sponsor. */
  children?: ReactNode;
};

function draftOf(sponsor: ConsoleSponsor | null, badgeOptions: readonly SelectOption[]) {
  return {
    name: sponsor?.name ?? '',
    tier: sponsor?.tier ?? 'Bronze',
    badgeId: String(sponsor?.badgeId ?? badgeOptions[0]?.value ?? ''),
    spotlights: String(sponsor?.spotlightsLeft ?? 1),
    channelId: sponsor?.channelId ?? '',
    hasCvAccess: sponsor?.hasCvAccess ?? false,
  };
}

export function SponsorForm(props: SponsorFormProps) {
  const { sponsor, badgeOptions, errors, isBusy, onSave, onCancel, children } = props;
  const [draft, setDraft] = useState(() => draftOf(sponsor, badgeOptions));
  const set =
    (key: 'name' | 'tier' | 'badgeId' | 'spotlights' | 'channelId') =>
    (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.value }));
  const hasBadges = badgeOptions.length > 0;
  // NOTE: the badges may arrive after the form opened (a device that read none yet): until one is
  // chosen, the badge the select shows, the first, is the one saved.
  const badgeId = badgeOptions.some((option) => option.value === draft.badgeId)
    ? draft.badgeId
    : (badgeOptions[0]?.value ?? '');
  const isBadgeHeld = (sponsor?.visitors ?? 0) > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const channel = draft.channelId.trim();
    onSave({
      name: draft.name,
      sponsorship: SPONSORSHIPS.find((tier) => tier === draft.tier) ?? 'Bronze',
      badge_id: Number(badgeId),
      remaining_spotlights: Number(draft.spotlights),
      has_cv_access: draft.hasCvAccess,
      ...(channel === '' ? {} : { channel_id: channel }),
    });
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={sponsor ? `Edit ${sponsor.name}` : 'New sponsor'}
    >
      <h2 className={styles.formTitle}>{sponsor ? 'Edit sponsor' : 'New sponsor'}</h2>
      <TextField
        label="Company name"
        value={draft.name}
        onChange={set('name')}
        required
        maxLength={120}
        error={errors.name}
      />
      <div className={styles.pair}>
        <SelectField label="Tier" value={draft.tier} onChange={set('tier')} options={TIER_OPTIONS} />
        <TextField
          label="Spotlights left"
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          value={draft.spotlights}
          onChange={set('spotlights')}
          error={errors.remaining_spotlights}
        />
      </div>
      {hasBadges ? (
        <SelectField
          label="Booth badge"
          value={badgeId}
          onChange={set('badgeId')}
          options={badgeOptions}
          // A scan is stored as the badge's award: another badge would empty the visitor list.
          disabled={isBadgeHeld}
          hint={
            isBadgeHeld
              ? `Held by its ${sponsor?.visitors} visitors, so it stays.`
              : 'What a scan at its booth gives. Visitors are the attendees who hold it.'
          }
        />
      ) : (
        <p className={fieldStyles.error}>
          No free booth badge. Create a badge of type Booths in Badges first.
        </p>
      )}
      {errors.badge_id ? <p className={fieldStyles.error}>{errors.badge_id}</p> : null}
      <TextField
        label="Discord channel id"
        hint={sponsor ? undefined : 'Optional: one is made up when left empty.'}
        value={draft.channelId}
        onChange={set('channelId')}
        maxLength={100}
        required={sponsor !== null}
        error={errors.channel_id}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={draft.hasCvAccess}
          onChange={(event) => setDraft((d) => ({ ...d, hasCvAccess: event.target.checked }))}
        />
        CV access (may download the CVs of the attendees it sees)
      </label>
      <div className={styles.actions}>
        <Button type="submit" isBusy={isBusy} busyLabel="Saving…" disabled={!hasBadges}>
          {sponsor ? 'Save sponsor' : 'Create sponsor'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {children}
    </form>
  );
}
