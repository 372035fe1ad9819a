// The event's name, short name and colours (issue 23). Empty keeps the default (shown as the
// placeholder); each colour has a picker and its hex text, and the server refuses one that text
// would not be readable on, on its own field. A preview shows a card and a button in the colours.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ConsoleIdentity, IdentitySettings } from '../api/identity.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useDraft, type BoundText } from '../use-draft.ts';
import { SettingsForm } from './settings-form.tsx';
import styles from './identity.module.css';

type IdentityFormProps = {
  identity: ConsoleIdentity;
  errors: Record<string, string>;
  isBusy: boolean;
  onSave: (settings: IdentitySettings) => void;
};

const HEX = /^#[0-9a-f]{6}$/i;

/** The two colours: the draft's key, the wire field that names its error, the label, the hint. */
const COLOURS = [
  {
    key: 'themeColor',
    wire: 'theme_color',
    label: msg`Theme colour`,
    hint: msg`Buttons, links and the installed app's title bar`,
  },
  {
    key: 'backgroundColor',
    wire: 'background_color',
    label: msg`Background colour`,
    hint: msg`Behind every screen and the app's splash screen; text on it is light`,
  },
] as const;

type ColourFieldProps = {
  label: string;
  hint: string;
  fallback: string;
  error: string | undefined;
} & BoundText;

function ColourField({ fallback, ...field }: ColourFieldProps) {
  const { t } = useLingui();
  const label = field.label;
  const shown = HEX.test(field.value) ? field.value : fallback;
  return (
    <div className={styles.colour}>
      <input
        type="color"
        className={styles.swatch}
        aria-label={t`${label}: picker`}
        value={shown.toLowerCase()}
        onChange={field.onChange}
      />
      <TextField {...field} placeholder={fallback} spellCheck={false} autoComplete="off" />
    </div>
  );
}

export function IdentityForm({ identity, errors, isBusy, onSave }: IdentityFormProps) {
  const { i18n, t } = useLingui();
  const { draft, bind } = useDraft(() => identity.settings);
  const bg = HEX.test(draft.backgroundColor) ? draft.backgroundColor : identity.defaults.backgroundColor;
  const accent = HEX.test(draft.themeColor) ? draft.themeColor : identity.defaults.themeColor;
  return (
    <SettingsForm
      label={t`Name and colours`}
      title={t`Name and colours`}
      saveLabel={t`Save name and colours`}
      isBusy={isBusy}
      onSubmit={() => onSave(draft)}
    >
      <TextField
        label={t`Event name`}
        hint={t`On every screen, the installed app, the mails and the printed cards`}
        placeholder={identity.defaults.name}
        maxLength={80}
        {...bind('name')}
        error={errors.name}
      />
      <TextField
        label={t`Short name`}
        hint={t`Under the icon on a home screen: 12 characters at most`}
        placeholder={identity.shortName}
        {...bind('shortName')}
        error={errors.short_name}
      />
      {COLOURS.map(({ key, wire, label, hint }) => (
        <ColourField
          key={key}
          label={i18n._(label)}
          hint={i18n._(hint)}
          fallback={identity.defaults[key]}
          error={errors[wire]}
          {...bind(key)}
        />
      ))}
      <div className={styles.preview} style={{ background: bg }} aria-hidden="true">
        <span className={styles.previewText}>{draft.name.trim() || identity.defaults.name}</span>
        <span className={styles.previewLink} style={{ color: accent }}>
          {t`A link`}
        </span>
        <span className={styles.previewButton} style={{ background: accent, color: bg }}>
          {t`A button`}
        </span>
      </div>
    </SettingsForm>
  );
}
