// The chosen sponsor's booth as numbers (issue 13): x and y in the plan's own units and its stand
// label, the keyboard's way to place or move a booth, and the button that takes it off the plan.
// The parent keys it by the booth, so a tap on the plan refills the fields.
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { BoothPlace, ConsolePlan, VenueSponsor } from '../api/venue.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { NumberField } from './number-field.tsx';
import { isOnPlan } from './venue-plan-editor.tsx';
import styles from './venue.module.css';

/** As contract/venue-admin.ts BOOTH_LABEL_MAX (a longer one is refused there). */
const LABEL_MAX = 12;

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

export function BoothForm(props: {
  sponsor: VenueSponsor;
  plan: ConsolePlan;
  errors: Record<string, string>;
  isBusy: boolean;
  onSave: (place: BoothPlace) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { sponsor, plan, errors, isBusy, onSave, onRemove, onClose } = props;
  const [x, setX] = useState(text(sponsor.booth?.x));
  const [y, setY] = useState(text(sponsor.booth?.y));
  const [label, setLabel] = useState(sponsor.booth?.label ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const range = (min: number, size: number) => {
    const max = min + size;
    return t`${min} to ${max}`;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const place = { x: Number(x), y: Number(y), label: label.trim() || null };
    if (x.trim() === '' || y.trim() === '' || !Number.isFinite(place.x) || !Number.isFinite(place.y)) {
      setProblem(t`Enter both x and y, or tap the plan.`);
      return;
    }
    setProblem(null);
    onSave(place);
  };

  return (
    <form className={styles.boothForm} onSubmit={submit} aria-labelledby="booth-title">
      <h2 id="booth-title" className={styles.panelTitle}>
        {sponsor.name}
      </h2>
      <p className={styles.note}>
        {sponsor.booth && !isOnPlan(sponsor.booth, plan)
          ? t`Its booth lies outside this plan: tap the plan where it now stands.`
          : sponsor.booth
            ? t`Drag its marker, tap elsewhere on the plan, or change the numbers.`
            : t`Tap the plan where its booth stands, or enter the position.`}
      </p>
      <div className={styles.coordinates}>
        <NumberField
          label={t`Across (x)`}
          hint={range(plan.minX, plan.width)}
          isDecimal
          value={x}
          error={errors.x ?? problem}
          onChange={(event) => setX(event.target.value)}
        />
        <NumberField
          label={t`Down (y)`}
          hint={range(plan.minY, plan.height)}
          isDecimal
          value={y}
          error={errors.y}
          onChange={(event) => setY(event.target.value)}
        />
      </div>
      <TextField
        label={t`Stand label (optional)`}
        maxLength={LABEL_MAX}
        value={label}
        error={errors.label}
        placeholder="B4"
        onChange={(event) => setLabel(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" isBusy={isBusy} busyLabel={t`Saving…`}>
          {sponsor.booth ? t`Save booth` : t`Place booth`}
        </Button>
        {sponsor.booth ? (
          <Button variant="secondary" disabled={isBusy} onClick={onRemove}>
            {t`Remove from plan`}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          {t`Done`}
        </Button>
      </div>
    </form>
  );
}
