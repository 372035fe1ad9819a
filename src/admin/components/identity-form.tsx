// The event's name, short name and colours (issue 23). Empty keeps the default (shown as the
// placeholder); each colour has a picker and its hex text, and the server refuses one that text
// would not be readable on, on its own field. A preview shows a card and a button in the colours.
import { useState } from 'react';
import type { ConsoleIdentity, IdentitySettings } from '../api/identity.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './identity.module.css';
import consoleStyles from './admin.module.css';

type IdentityFormProps = {
  identity: ConsoleIdentity;
  errors: Record<string, string>;
  isBusy: boolean;
  onSave: (settings: IdentitySettings) => void;
};

const HEX = /^#[0-9a-f]{6}$/i;

function ColourField(props: {
  label: string;
  hint: string;
  value: string;
  fallback: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const shown = HEX.test(props.value) ? props.value : props.fallback;
  return (
    <div className={styles.colour}>
      <input
        type="color"
        className={styles.swatch}
        aria-label={`${props.label}: picker`}
        value={shown.toLowerCase()}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <TextField
        label={props.label}
        hint={props.hint}
        placeholder={props.fallback}
        value={props.value}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => props.onChange(event.target.value)}
        error={props.error}
      />
    </div>
  );
}

export function IdentityForm({ identity, errors, isBusy, onSave }: IdentityFormProps) {
  const [draft, setDraft] = useState<IdentitySettings>(identity.settings);
  const set = (field: keyof IdentitySettings) => (value: string) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const bg = HEX.test(draft.backgroundColor) ? draft.backgroundColor : identity.defaults.backgroundColor;
  const accent = HEX.test(draft.themeColor) ? draft.themeColor : identity.defaults.themeColor;
  return (
    <form
      className={consoleStyles.form}
      aria-label="Name and colours"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <h2 className={consoleStyles.formTitle}>Name and colours</h2>
      <TextField
        label="Event name"
        hint="On every screen, the installed app, the mails and the printed cards"
        placeholder={identity.defaults.name}
        value={draft.name}
        maxLength={80}
        onChange={(event) => set('name')(event.target.value)}
        error={errors.name}
      />
      <TextField
        label="Short name"
        hint="Under the icon on a home screen: 12 characters at most"
        placeholder={identity.shortName}
        value={draft.shortName}
        onChange={(event) => set('shortName')(event.target.value)}
        error={errors.short_name}
      />
      <ColourField
        label="Theme colour"
        hint="Buttons, links and the installed app's title bar"
        value={draft.themeColor}
        fallback={identity.defaults.themeColor}
        error={errors.theme_color}
        onChange={set('themeColor')}
      />
      <ColourField
        label="Background colour"
        hint="Behind every screen and the app's splash screen; text on it is light"
        value={draft.backgroundColor}
        fallback={identity.defaults.backgroundColor}
        error={errors.background_color}
        onChange={set('backgroundColor')}
      />
      <div className={styles.preview} style={{ background: bg }} aria-hidden="true">
        <span className={styles.previewText}>{draft.name.trim() || identity.defaults.name}</span>
        <span className={styles.previewLink} style={{ color: accent }}>
          A link
        </span>
        <span className={styles.previewButton} style={{ background: accent, color: bg }}>
          A button
        </span>
      </div>
      <div className={consoleStyles.actions}>
        <Button type="submit" isBusy={isBusy} busyLabel="Saving…">
          Save name and colours
        </Button>
      </div>
    </form>
  );
}
