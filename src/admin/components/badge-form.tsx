// The badge form of the console: name, description, type, tokens, the activity and the gifting
// window (device time, see local-time.ts). Saves the whole badge; the server judges it.
import { BADGE_TYPES } from '#contract/constants';
import type { BadgeCreateBody } from '#contract/console';
import type { ConsoleBadge } from '../../api/console.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { fromLocalInput, toLocalInput } from '../local-time.ts';
import { useDraft } from '../use-draft.ts';
import { ConsoleForm, type FormFrameProps } from './console-form.tsx';
import { NameFields } from './name-fields.tsx';
import styles from './console.module.css';

const TYPE_OPTIONS = Object.values(BADGE_TYPES).map(({ code, label }) => ({ value: String(code), label }));

/** The two windows, a row of two pickers each: the draft's key, the label, the wire field. */
const WINDOWS = [
  [
    { key: 'begin', label: 'Starts', wire: 'begin' },
    { key: 'end', label: 'Ends', wire: 'end' },
  ],
  [
    { key: 'beginBadge', label: 'Gifting opens', wire: 'begin_badge' },
    { key: 'endBadge', label: 'Gifting closes', wire: 'end_badge' },
  ],
] as const;

type BadgeFormProps = FormFrameProps<BadgeCreateBody> & { badge: ConsoleBadge | null };

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

export function BadgeForm(props: BadgeFormProps) {
  const { badge, errors, onSave } = props;
  const { draft, bind } = useDraft(() => draftOf(badge));

  function submit() {
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
    <ConsoleForm noun="badge" rowName={badge?.name ?? null} frame={props} onSubmit={submit}>
      <NameFields name={bind('name')} error={errors.name} description={bind('description')} />
      <div className={styles.pair}>
        <SelectField label="Type" {...bind('type')} options={TYPE_OPTIONS} />
        <TextField
          label="Tokens"
          type="number"
          inputMode="numeric"
          min={0}
          {...bind('tokens')}
          error={errors.tokens}
        />
      </div>
      {WINDOWS.map((pair) => (
        <div key={pair[0].key} className={styles.times}>
          {pair.map(({ key, label, wire }) => (
            <TextField
              key={key}
              label={label}
              type="datetime-local"
              {...bind(key)}
              required
              error={errors[wire]}
            />
          ))}
        </div>
      ))}
    </ConsoleForm>
  );
}
