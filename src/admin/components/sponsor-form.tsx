// The sponsor form of the console: company name, tier, its booth badge (a Booths badge no other
// sponsor has), spotlights left, CV access and its Discord channel. Saves the whole sponsor; the
// server judges it (a badge already held by visitors cannot be swapped, say).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SPONSORSHIPS } from '#contract/constants';
import type { SponsorCreateBody } from '#contract/sponsors-admin';
import type { ConsoleSponsor } from '../api/sponsors.ts';
import { SelectField, type SelectOption } from '../../ui/select-field.tsx';
import { fieldStyles, TextField } from '../../ui/text-field.tsx';
import { useDraft } from '../use-draft.ts';
import { CheckField } from './check-field.tsx';
import { ConsoleForm, type FormFrameProps } from './section-form.tsx';
import { nameClash } from '../name-clash.ts';
import { NameFields } from './name-fields.tsx';
import { NumberField } from './number-field.tsx';
import styles from './admin.module.css';

const TIER_OPTIONS = SPONSORSHIPS.map((tier) => ({ value: tier, label: tier }));
/** A new sponsor's tier: the last, Bronze. */
const NEW_TIER = SPONSORSHIPS[SPONSORSHIPS.length - 1]!;

type SponsorFormProps = FormFrameProps<SponsorCreateBody> & {
  sponsor: ConsoleSponsor | null;
  /** The booth badges it may have: unused Booths badges, and its own. */
  badgeOptions: readonly SelectOption[];
  /** Every sponsor, so a name another one holds is named before saving (issue 23). */
  rows: readonly ConsoleSponsor[] | null;
};

function draftOf(sponsor: ConsoleSponsor | null, badgeOptions: readonly SelectOption[]) {
  return {
    name: sponsor?.name ?? '',
    tier: sponsor?.tier ?? NEW_TIER,
    badgeId: String(sponsor?.badgeId ?? badgeOptions[0]?.value ?? ''),
    spotlights: String(sponsor?.spotlightsLeft ?? 1),
    channelId: sponsor?.channelId ?? '',
    hasCvAccess: sponsor?.hasCvAccess ?? false,
  };
}

export function SponsorForm(props: SponsorFormProps) {
  const { t } = useLingui();
  const { sponsor, badgeOptions, rows, errors, onSave } = props;
  const { draft, bind, toggle } = useDraft(() => draftOf(sponsor, badgeOptions));
  const hasBadges = badgeOptions.length > 0;
  const clash = nameClash(rows, draft.name, sponsor?.id ?? null, 'sponsor');
  // NOTE: the badges may arrive after the form opened (a device that read none yet): until one is
  // chosen, the badge the select shows, the first, is the one saved.
  const badgeId = badgeOptions.some((option) => option.value === draft.badgeId)
    ? draft.badgeId
    : (badgeOptions[0]?.value ?? '');
  const visitors = sponsor?.visitors ?? 0;
  const isBadgeHeld = visitors > 0;

  function submit() {
    const channel = draft.channelId.trim();
    onSave({
      name: draft.name,
      sponsorship: SPONSORSHIPS.find((tier) => tier === draft.tier) ?? NEW_TIER,
      badge_id: Number(badgeId),
      remaining_spotlights: Number(draft.spotlights),
      has_cv_access: draft.hasCvAccess,
      ...(channel === '' ? {} : { channel_id: channel }),
    });
  }

  return (
    <ConsoleForm
      noun="sponsor"
      rowName={sponsor?.name ?? null}
      frame={props}
      isBlocked={!hasBadges || clash !== null}
      onSubmit={submit}
    >
      <NameFields label={t`Company name`} name={bind('name')} error={clash ?? errors.name} />
      <div className={styles.pair}>
        <SelectField label={t`Tier`} {...bind('tier')} options={TIER_OPTIONS} />
        <NumberField
          label={t`Spotlights left`}
          min={0}
          max={1000}
          {...bind('spotlights')}
          error={errors.remaining_spotlights}
        />
      </div>
      {hasBadges ? (
        <SelectField
          label={t`Booth badge`}
          value={badgeId}
          onChange={bind('badgeId').onChange}
          options={badgeOptions}
          // A scan is stored as the badge's award: another badge would empty the visitor list.
          disabled={isBadgeHeld}
          hint={
            isBadgeHeld
              ? t`${plural(visitors, {
                  one: 'Held by its # visitor, so it stays.',
                  other: 'Held by its # visitors, so it stays.',
                })}`
              : t`What a scan at its booth gives. Visitors are the attendees who hold it.`
          }
        />
      ) : (
        <p className={fieldStyles.error}>
          {t`No free booth badge. Create a badge of type Booths in Badges first.`}
        </p>
      )}
      {errors.badge_id ? <p className={fieldStyles.error}>{errors.badge_id}</p> : null}
      <TextField
        label={t`Discord channel id`}
        hint={sponsor ? undefined : t`Optional: one is made up when left empty.`}
        {...bind('channelId')}
        maxLength={100}
        required={sponsor !== null}
        error={errors.channel_id}
      />
      <CheckField {...toggle('hasCvAccess')}>
        {t`CV access (may download the CVs of the attendees it sees)`}
      </CheckField>
    </ConsoleForm>
  );
}
