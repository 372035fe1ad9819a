// "Reset the calendar link" beside the feed link (issue 22): asks in place (no alert()), then asks
// the server for a new secret URL; every calendar subscribed to the old one stops updating.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { resetCalendar } from '../../api/programme-stars.ts';
import styles from './schedule.module.css';

type Step = 'idle' | 'asking' | 'sending' | 'done' | 'queued' | 'failed';

export function CalendarReset({ onReset }: { onReset: () => void }) {
  const { t } = useLingui();
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
      <div className={styles.mineText} role="group" aria-label={t`Reset the calendar link`}>
        <p>
          <Trans>Calendars subscribed to the current link stop updating. Reset it?</Trans>
        </p>
        <button type="button" className={styles.chip} onClick={reset} disabled={step === 'sending'}>
          <Trans>Reset the link</Trans>
        </button>{' '}
        <button
          type="button"
          className={styles.chip}
          onClick={() => setStep('idle')}
          disabled={step === 'sending'}
        >
          <Trans>Keep it</Trans>
        </button>
      </div>
    );
  }
  return (
    <>
      <button type="button" className={styles.chip} onClick={() => setStep('asking')}>
        <Trans>Reset the calendar link</Trans>
      </button>
      {step === 'done' ? <span role="status">{t`New calendar link ready; subscribe again.`}</span> : null}
      {step === 'queued' ? <span role="status">{t`The link is reset when you are back online.`}</span> : null}
      {step === 'failed' ? <span role="status">{t`The link could not be reset. Try again.`}</span> : null}
    </>
  );
}
