// A badge code of the console: the badge it gives (chosen once, at creation), what it is for, how
// many attendees may use it and until when. An existing code shows what to hand out, who used
// it, and its disable and delete actions under the buttons.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CodeFields, ConsoleCode } from '../api/codes.ts';
import type { SelectOption } from '../../ui/select-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { fieldStyles, TextField } from '../../ui/text-field.tsx';
import { fromLocalInput, toLocalInput } from '../local-time.ts';
import { useDraft } from '../use-draft.ts';
import { NumberField } from './number-field.tsx';
import { ConsoleForm, type FormFrameProps } from './section-form.tsx';

type CodeFormProps = FormFrameProps<CodeFields> & {
  code: ConsoleCode | null;
  /** The badges a new code may give (those in use). */
  badgeOptions: readonly SelectOption[];
};

export function CodeForm(props: CodeFormProps) {
  const { t } = useLingui();
  const { code, errors, onSave, badgeOptions } = props;
  const { draft, bind } = useDraft(() => ({
    badgeId: String(code?.badgeId ?? badgeOptions[0]?.value ?? ''),
    label: code?.label ?? '',
    useLimit: code?.useLimit === null || code === null ? '' : String(code.useLimit),
    expiresAt: code?.expiresAt ? toLocalInput(code.expiresAt) : '',
  }));
  const isNew = code === null;
  const badgeName = code?.badgeName;

  function submit() {
    const limit = draft.useLimit.trim();
    onSave({
      ...(isNew ? { badge_id: Number(draft.badgeId) } : {}),
      label: draft.label,
      use_limit: limit === '' ? null : Number(limit),
      expires_at: draft.expiresAt === '' ? null : fromLocalInput(draft.expiresAt),
    });
  }

  return (
    <ConsoleForm
      noun="code"
      rowName={code === null ? null : code.label || code.code}
      frame={props}
      isBlocked={isNew && badgeOptions.length === 0}
      onSubmit={submit}
    >
      {isNew ? (
        badgeOptions.length > 0 ? (
          <SelectField label={t`Badge it gives`} {...bind('badgeId')} options={badgeOptions} />
        ) : (
          <p className={fieldStyles.error}>
            <Trans>No badge to give yet. Create one in Badges first.</Trans>
          </p>
        )
      ) : (
        <TextField
          label={t`Code to hand out`}
          hint={t`Gives ${badgeName}. Attendees type it in “Got a code?” on their profile.`}
          value={code.code}
          readOnly
          onFocus={(event) => event.target.select()}
        />
      )}
      {errors.badge_id ? <p className={fieldStyles.error}>{errors.badge_id}</p> : null}
      <TextField
        label={t`What it is for`}
        hint={t`Only the console shows it`}
        {...bind('label')}
        maxLength={120}
      />
      <NumberField
        label={t`Most attendees who may use it`}
        hint={t`Empty: no limit. Each attendee can use a code once.`}
        min={1}
        {...bind('useLimit')}
        error={errors.use_limit}
      />
      <TextField
        label={t`Stops working at`}
        hint={t`Empty: works while the badge may be given`}
        type="datetime-local"
        {...bind('expiresAt')}
        error={errors.expires_at}
      />
    </ConsoleForm>
  );
}
