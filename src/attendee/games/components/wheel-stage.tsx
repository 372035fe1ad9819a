// Where the wheel goes: the wheel itself, or its loading, error and empty states in the same
// place, so the page never jumps when the prizes arrive.
import { Button } from '../../../ui/button.tsx';
import type { Wheel } from '../use-wheel.ts';
import { WheelDisc } from './wheel-disc.tsx';
import styles from './wheel-stage.module.css';

/** The wheel, or its loading, error and empty states in the same place. */
export function WheelStage({ wheel }: { wheel: Wheel }) {
  const { prizes } = wheel;
  if (wheel.segments.length > 0) {
    return (
      <>
        <WheelDisc segments={wheel.segments} spin={wheel.spin} onLanded={wheel.landed} />
        <p className="visually-hidden">
          {wheel.segments.length} prizes on the wheel: {wheel.segments.map((p) => p.name).join(', ')}.
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
        <span className={styles.placeholderText}>Loading the wheel…</span>
      ) : prizes.data === null ? (
        <div className={styles.placeholderText} role="alert">
          <p>The wheel could not be loaded.</p>
          <Button variant="secondary" onClick={prizes.reload}>
            Try again
          </Button>
        </div>
      ) : (
        <p className={styles.placeholderText}>No prizes on the wheel right now. Check back soon.</p>
      )}
    </div>
  );
}
