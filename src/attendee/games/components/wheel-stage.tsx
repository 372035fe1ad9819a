// Where the wheel goes: the wheel itself, or its loading, error and empty states in the same
// place, so the page never jumps when the prizes arrive.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button.tsx';
import type { Wheel } from '../use-wheel.ts';
import { WheelDisc } from './wheel-disc.tsx';
import styles from './wheel-stage.module.css';

/** The wheel, or its loading, error and empty states in the same place. */
export function WheelStage({ wheel }: { wheel: Wheel }) {
  const { t } = useLingui();
  const { prizes } = wheel;
  if (wheel.segments.length > 0) {
    const names = wheel.segments.map((p) => p.name).join(', ');
    return (
      <>
        <WheelDisc segments={wheel.segments} spin={wheel.spin} onLanded={wheel.landed} />
        <p className="visually-hidden">
          {t`${plural(wheel.segments.length, { one: `# prize on the wheel: ${names}.`, other: `# prizes on the wheel: ${names}.` })}`}
        </p>
      </>
    );
  }
  const isLoading = prizes.data === null && prizes.error === null;
  return (
    <div
      className={styles.placeholder}
      data-loading={isLoading ? true : undefined}
      role={isLoading ? 'status' : undefined}
    >
      {isLoading ? (
        <span className={styles.placeholderText}>
          <Trans>Loading the wheel…</Trans>
        </span>
      ) : prizes.data === null ? (
        <div className={styles.placeholderText} role="alert">
          <p>
            <Trans>The wheel could not be loaded.</Trans>
          </p>
          <Button variant="secondary" onClick={prizes.reload}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <p className={styles.placeholderText}>
          <Trans>No prizes on the wheel right now. Check back soon.</Trans>
        </p>
      )}
    </div>
  );
}
