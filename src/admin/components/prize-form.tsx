// The prize form of the console: name, what the winner gets (a prize staff hand over, one they do
// not, or a "nothing / try again" slice, issue 23), and for a real prize its stock and the most one
// attendee may win. Its odds are edited on the wheel table, all at once (the total must stay 100 %).
import type { MessageDescriptor } from '#i18n/runtime';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PrizeCreateBody } from '#contract/catalogue-admin';
import type { ConsolePrize } from '../api/catalogue.ts';
import { TextField } from '../../ui/text-field.tsx';
import { nameClash } from '../name-clash.ts';
import { useDraft } from '../use-draft.ts';
import { ConsoleForm, type FormFrameProps } from './section-form.tsx';
import { NameFields } from './name-fields.tsx';
import control from '../../ui/control.module.css';
import styles from './admin.module.css';

type PrizeFormProps = FormFrameProps<PrizeCreateBody> & {
  prize: ConsolePrize | null;
  /** Every prize, so a name another one holds is named before saving (issue 23). */
  rows: readonly ConsolePrize[] | null;
};

type PrizeKind = 'desk' | 'kept' | 'nothing';

const KINDS: readonly { kind: PrizeKind; label: MessageDescriptor }[] = [
  { kind: 'desk', label: msg`A prize staff hand over at the desk` },
  { kind: 'kept', label: msg`A prize with no handover (tokens, an entry, a badge…)` },
  { kind: 'nothing', label: msg`Nothing: a “try again” slice, no stock, nothing to collect` },
];

function kindOf(prize: ConsolePrize | null): PrizeKind {
  if (prize === null) return 'desk';
  if (prize.isNothing) return 'nothing';
  return prize.isRedeemable ? 'desk' : 'kept';
}

export function PrizeForm(props: PrizeFormProps) {
  const { i18n, t } = useLingui();
  const { prize, rows, errors, onSave } = props;
  const { draft, bind, set } = useDraft(() => ({
    name: prize?.name ?? '',
    kind: kindOf(prize) as string,
    stock: String(prize === null || prize.isNothing ? 10 : prize.stock),
    max: String(prize === null || prize.isNothing ? 1 : prize.maxPerAttendee),
  }));

  const clash = nameClash(rows, draft.name, prize?.id ?? null, 'prize');
  const isNothing = draft.kind === 'nothing';
  const kindError = errors.is_nothing ?? errors.is_redeemable;

  function submit() {
    const kinds = { is_redeemable: draft.kind === 'desk', is_nothing: isNothing };
    onSave(
      isNothing
        ? { name: draft.name, ...kinds }
        : {
            name: draft.name,
            stock: Number(draft.stock),
            max_amount_per_attendee: Number(draft.max),
            ...kinds,
          },
    );
  }

  const number = { type: 'number', inputMode: 'numeric', min: 0 } as const;
  return (
    <ConsoleForm
      noun="prize"
      rowName={prize?.name ?? null}
      frame={props}
      onSubmit={submit}
      isBlocked={clash !== null}
    >
      <NameFields name={bind('name')} error={clash ?? errors.name} />
      <fieldset className={styles.choice}>
        <legend>{t`The winner gets`}</legend>
        {KINDS.map(({ kind, label }) => (
          <label key={kind} className={styles.check}>
            <input
              type="radio"
              className={control.checkbox}
              name="prize-kind"
              value={kind}
              checked={draft.kind === kind}
              onChange={() => set({ kind })}
            />
            {i18n._(label)}
          </label>
        ))}
        {kindError ? (
          <p className={styles.meta} role="alert">
            {kindError}
          </p>
        ) : null}
      </fieldset>
      {isNothing ? (
        <p className={styles.meta}>
          {t`A spin that lands here tells the attendee there is nothing to collect, and gives staff nothing to hand over.`}
        </p>
      ) : (
        <div className={styles.pair}>
          <TextField label={t`Stock`} {...number} {...bind('stock')} error={errors.stock} />
          <TextField
            label={t`Most per attendee`}
            {...number}
            min={1}
            {...bind('max')}
            error={errors.max_amount_per_attendee}
          />
        </div>
      )}
      {prize ? null : (
        <p className={styles.meta}>{t`A new prize starts at 0 %: give it odds on the wheel table.`}</p>
      )}
    </ConsoleForm>
  );
}
