// "Reset the calendar link" beside the feed link (issue 22): asks in place (no alert()), then asks
// the server for a new secret URL; every calendar subscribed to the old one stops updating.
import { useState } from 'react';
import { resetCalendar } from '../../api/programme-stars.ts';
import styles from './schedule.module.css';

type Step = 'idle' | 'asking' | 'sending' | 'done' | 'queued' | 'failed';

export function CalendarReset({ onReset }: { onReset: () => void }) {
  const [step, setStep] = useState<Step>('idle');
  const reset = () => {
    setStep('sending');
    resetCalendar()
      .then((url) => {
        setStep(url === null ? 'queued' : 'done');
        onReset();
      })
      .catch(() => setStep('failed'));
  };
  if (step === 'asking' || step === 'sending') {
    return (
      <div className={styles.mineText} role="group" aria-label="Reset the calendar link">
        <p>Calendars subscribed to the current link stop updating. Reset it?</p>
        <button type="button" className={styles.chip} onClick={reset} disabled={step === 'sending'}>
          Reset the link
        </button>{' '}
        <button
          type="button"
          className={styles.chip}
          onClick={() => setStep('idle')}
          disabled={step === 'sending'}
        >
          Keep it
        </button>
      </div>
    );
  }
  return (
    <>
      <button type="button" className={styles.chip} onClick={() => setStep('asking')}>
        Reset the calendar link
      </button>
      {step === 'done' ? <span role="status">New calendar link ready; subscribe again.</span> : null}
      {step === 'queued' ? <span role="status">The link is reset when you are back online.</span> : null}
      {step === 'failed' ? <span role="status">The link could not be reset. Try again.</span> : null}
    </>
  );
}
