// The event's name, short name and colours (issue 23). Empty keeps the default (shown as the
// placeholder); each colour has a picker and its hex text, and the server refuses one that text
// would not be readable on, on its own field. A preview shows a card and a button in the colours.
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
    label: 'Theme colour',
    hint: "Buttons, links and the installed app's title bar",
  },
  {
    key: 'backgroundColor',
    wire: 'background_color',
    label: 'Background colour',
    hint: "Behind every screen and the app's splash screen; text on it is light",
  },
] as const;

type ColourFieldProps = {
  label: string;
  hint: string;
  fallback: string;
  error: string | undefined;
} & BoundText;

function ColourField({ fallback, ...field }: ColourFieldProps) {
  const shown = HEX.test(field.value) ? field.value : fallback;
  return (
    <div className={styles.colour}>
      <input
        type="color"
        className={styles.swatch}
        aria-label={`${field.label}: picker`}
        value={shown.toLowerCase()}
        onChange={field.onChange}
      />
      <TextField {...field} placeholder={fallback} spellCheck={false} autoComplete="off" />
    </div>
  );
}

export function IdentityForm({ identity, errors, isBusy, onSave }: IdentityFormProps) {
  const { draft, bind } = useDraft(() => identity.settings);
  const bg = HEX.test(draft.backgroundColor) ? draft.backgroundColor : identity.defaults.backgroundColor;
  const accent = HEX.test(draft.themeColor) ? draft.themeColor : identity.defaults.themeColor;
  return (
    <SettingsForm
      label="Name and colours"
      title="Name and colours"
      saveLabel="Save name and colours"
      isBusy={isBusy}
      onSubmit={() => onSave(draft)}
    >
      <TextField
        label="Event name"
        hint="On every screen, the installed app, the mails and the printed cards"
        placeholder={identity.defaults.name}
        maxLength={80}
        {...bind('name')}
        error={errors.name}
      />
      <TextField
        label="Short name"
        hint="Under the icon on a home screen: 12 characters at most"
        placeholder={identity.shortName}
        {...bind('shortName')}
        error={errors.short_name}
      />
      {COLOURS.map(({ key, wire, ...text }) => (
        <ColourField
          key={key}
          {...text}
          fallback={identity.defaults[key]}
          error={errors[wire]}
          {...bind(key)}
        />
      ))}
      <div className={styles.preview} style={{ background: bg }} aria-hidden="true">
        <span className={styles.previewText}>{draft.name.trim() || identity.defaults.name}</span>
        <span className={styles.previewLink} style={{ color: accent }}>
          A link
        </span>
        <span className={styles.previewButton} style={{ background: accent, color: bg }}>
          A button
        </span>
      </div>
    </SettingsForm>
  );
}
