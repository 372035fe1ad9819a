// The badge form of the console: name, description, type, tokens, the activity and the gifting
// window (device time, see local-time.ts). Saves the whole badge; the server judges it.
import { useState, type FormEvent, type ReactNode } from 'react';
import { BADGE_TYPES } from '#contract/constants';
import type { BadgeCreateBody } from '#contract/console';
import type { ConsoleBadge } from '../../api/console.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { fromLocalInput, toLocalInput } from '../local-time.ts';
import styles from './console.module.css';

const TYPE_OPTIONS = Object.values(BADGE_TYPES).map(({ code, label }) => ({ value: String(code), label }));

type BadgeFormProps = {
  badge: ConsoleBadge | null;
  errors: Record<string, string>;
  isBusy: boolean;
  onSave: (fields: BadgeCreateBody) => void;
  onCancel: () => void;
  children?: ReactNode;
};

function draftOf(badge: ConsoleBadge | null) {
  return {
    name: badge?.name ?? '',
    description: badge?.description ?? '',
    type: String(badge?.type ?? BADGE_TYPES.general.code),
    tokens: String(badge?.tokens ?? 10),
    begin: badge ? toLocalInput(badge.begin) : '',
    end: badge ? toLocalInput(badge.end) : '',
    beginBadge: badge ? toLocalInput(badge.beginBadge) : '',
    endBadge: badge ? toLocalInput(badge.endBadge) : '',
  };
}

export function BadgeForm({ badge, errors, isBusy, onSave, onCancel, children }: BadgeFormProps) {
  const [draft, setDraft] = useState(() => draftOf(badge));
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({
      name: draft.name,
      description: draft.description,
      type: Number(draft.type),
      tokens: Number(draft.tokens),
      begin: fromLocalInput(draft.begin),
      end: fromLocalInput(draft.end),
      begin_badge: fromLocalInput(draft.beginBadge),
      end_badge: fromLocalInput(draft.endBadge),
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label={badge ? `Edit ${badge.name}` : 'New badge'}>
      <h2 className={styles.formTitle}>{badge ? 'Edit badge' : 'New badge'}</h2>
      <TextField
        label="Name"
        value={draft.name}
        onChange={set('name')}
        required
        maxLength={120}
        error={errors.name}
      />
      <TextField
        label="Description"
        value={draft.description}
        onChange={set('description')}
        maxLength={2000}
      />
      <div className={styles.pair}>
        <SelectField label="Type" value={draft.type} onChange={set('type')} options={TYPE_OPTIONS} />
        <TextField
          label="Tokens"
          type="number"
          inputMode="numeric"
          min={0}
          value={draft.tokens}
          onChange={set('tokens')}
          error={errors.tokens}
        />
      </div>
      <div className={styles.times}>
        <TextField
          label="Starts"
          type="datetime-local"
          value={draft.begin}
          onChange={set('begin')}
          required
          error={errors.begin}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          value={draft.end}
          onChange={set('end')}
          required
          error={errors.end}
        />
      </div>
      <div className={styles.times}>
        <TextField
          label="Gifting opens"
          type="datetime-local"
          value={draft.beginBadge}
          onChange={set('beginBadge')}
          required
          error={errors.begin_badge}
        />
        <TextField
          label="Gifting closes"
          type="datetime-local"
          value={draft.endBadge}
          onChange={set('endBadge')}
          required
          error={errors.end_badge}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isBusy={isBusy} busyLabel="Saving…">
          {badge ? 'Save badge' : 'Create badge'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {children}
    </form>
  );
}
