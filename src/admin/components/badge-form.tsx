// The badge form of the console: name, description, type, tokens, the activity and the gifting
// window (device time, see local-time.ts). Saves the whole badge; the server judges it. A new
// badge (or a copy) starts on one of the event's days in a time slot (badge-slot.ts): picking
// another day or slot sets the four times at once, which stay editable (issue 23).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BADGE_TYPES } from '#contract/constants';
import { i18n } from '#i18n/runtime';
import type { BadgeCreateBody } from '#contract/catalogue-admin';
import type { ConsoleBadge } from '../api/catalogue.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { DEFAULT_SLOT_TIMES, slotOf, slotTimes, type EventDay, type Slot } from '../badge-slot.ts';
import { fromLocalInput, toLocalInput } from '../local-time.ts';
import { nameClash } from '../name-clash.ts';
import { useDraft } from '../use-draft.ts';
import { ConsoleForm, type FormFrameProps } from './section-form.tsx';
import { NameFields } from './name-fields.tsx';
import { NumberField } from './number-field.tsx';
import styles from './admin.module.css';

const TYPE_OPTIONS = Object.values(BADGE_TYPES).map(({ code, label }) => ({ value: String(code), label }));

/** The two windows, a row of two pickers each: the draft's key, the label, the wire field. */
const WINDOWS = [
  [
    { key: 'begin', label: msg`Starts`, wire: 'begin' },
    { key: 'end', label: msg`Ends`, wire: 'end' },
  ],
  [
    { key: 'beginBadge', label: msg`Gifting opens`, wire: 'begin_badge' },
    { key: 'endBadge', label: msg`Gifting closes`, wire: 'end_badge' },
  ],
] as const;

type BadgeFormProps = FormFrameProps<BadgeCreateBody> & {
  badge: ConsoleBadge | null;
  /** On the create form: the badge it copies (its fields, a new name), or null. */
  template?: ConsoleBadge | null;
  /** The event's days, for a new badge's day and slot; empty until the event is read. */
  days: readonly EventDay[];
  /** The day a new badge starts on (today while the event runs, else its first). */
  firstDay: string | null;
  /** Every badge, so a name another one holds is named before saving. */
  rows: readonly ConsoleBadge[] | null;
};

function draftOf(badge: ConsoleBadge | null, template: ConsoleBadge | null, firstDay: string | null) {
  const source = badge ?? template;
  const copied = template?.name;
  const fresh = firstDay === null ? null : slotTimes({ day: firstDay, ...DEFAULT_SLOT_TIMES });
  return {
    name: badge?.name ?? (copied === undefined ? '' : i18n._(msg`${copied} (copy)`)),
    description: source?.description ?? '',
    type: String(source?.type ?? BADGE_TYPES.general.code),
    tokens: String(source?.tokens ?? 10),
    begin: source ? toLocalInput(source.begin) : (fresh?.begin ?? ''),
    end: source ? toLocalInput(source.end) : (fresh?.end ?? ''),
    beginBadge: source ? toLocalInput(source.beginBadge) : (fresh?.beginBadge ?? ''),
    endBadge: source ? toLocalInput(source.endBadge) : (fresh?.endBadge ?? ''),
  };
}

export function BadgeForm(props: BadgeFormProps) {
  const { t } = useLingui();
  const { badge, template = null, days, firstDay, rows, errors, onSave } = props;
  const { draft, bind, set } = useDraft(() => draftOf(badge, template, firstDay));
  const clash = nameClash(rows, draft.name, badge?.id ?? null, 'badge');

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
    <ConsoleForm
      noun="badge"
      rowName={badge?.name ?? null}
      frame={props}
      onSubmit={submit}
      isBlocked={clash !== null}
    >
      <NameFields name={bind('name')} error={clash ?? errors.name} description={bind('description')} />
      <div className={styles.pair}>
        <SelectField label={t`Type`} {...bind('type')} options={TYPE_OPTIONS} />
        <NumberField label={t`Tokens`} min={0} {...bind('tokens')} error={errors.tokens} />
      </div>
      {badge === null && days.length > 0 ? (
        <SlotPicker
          days={days}
          slot={slotOf(draft.begin, draft.end)}
          onPick={(slot) => set(slotTimes(slot))}
        />
      ) : null}
      {WINDOWS.map((pair) => (
        <div key={pair[0].key} className={styles.times}>
          {pair.map(({ key, label, wire }) => (
            <TextField
              key={key}
              label={i18n._(label)}
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

type SlotPickerProps = { days: readonly EventDay[]; slot: Slot | null; onPick: (slot: Slot) => void };

/** The event day and time slot of a new badge: each change sets its four times. */
function SlotPicker({ days, slot, onPick }: SlotPickerProps) {
  const { t } = useLingui();
  const current = slot ?? { day: days[0]!.value, ...DEFAULT_SLOT_TIMES };
  const options = days.map((d) => ({ value: d.value, label: d.label }));
  if (!days.some((d) => d.value === current.day)) options.push({ value: current.day, label: current.day });
  const change = (part: Partial<Slot>) => onPick({ ...current, ...part });
  return (
    <fieldset className={styles.slot}>
      <legend className={styles.meta}>
        {t`Day and time: sets the times below (gifting closes at the end of the day)`}
      </legend>
      <SelectField
        label={t`Event day`}
        value={current.day}
        options={options}
        onChange={(e) => change({ day: e.target.value })}
      />
      <div className={styles.slotTimes}>
        <TextField
          label={t`From`}
          type="time"
          value={current.from}
          onChange={(e) => change({ from: e.target.value })}
        />
        <TextField
          label={t`To`}
          type="time"
          value={current.to}
          onChange={(e) => change({ to: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
