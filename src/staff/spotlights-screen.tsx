// /staff/spotlights (admin staff, seed-spec §2): sponsors with their spotlights left, the running
// one first with its countdown; pick a length, Start, confirm. Every phone shows the banner at
// once (DESIGN.md §6). Refusals are shown in place.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DEFAULT_SPOTLIGHT_MINUTES, type SpotlightCompany } from '../api/spotlights.ts';
import { formatCountdown, secondsLeft } from '../lib/countdown.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { LoadProblem } from '../ui/load-problem.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { Segmented } from '../ui/segmented.tsx';
import { useIsOnline } from '../ui/use-online.ts';
import { useNow } from './use-now.ts';
import { useSpotlights } from './use-spotlights.ts';
import styles from './components/spotlights.module.css';

const LENGTHS = ['10', '20', '30', '60'] as const;
type Length = (typeof LENGTHS)[number];

/** The running one first, then those with spotlights left, each by name. */
function ordered(companies: SpotlightCompany[], now: Date): SpotlightCompany[] {
  const rank = (c: SpotlightCompany) =>
    c.end !== null && secondsLeft(c.end, now) > 0 ? 0 : c.remaining > 0 ? 1 : 2;
  return [...companies].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

export function SpotlightsScreen() {
  const { t } = useLingui();
  const { reading, startingId, notice, start } = useSpotlights();
  const isOnline = useIsOnline();
  const now = useNow();
  const [length, setLength] = useState<Length>(String(DEFAULT_SPOTLIGHT_MINUTES) as Length);
  const [confirmingId, setConfirmingId] = useState<number | null>(null);
  const companies = reading.data === null ? null : ordered(reading.data, now);
  const running = companies?.find((c) => c.end !== null && secondsLeft(c.end, now) > 0) ?? null;
  const countdown = running?.end ? formatCountdown(secondsLeft(running.end, now)) : '';

  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title={t`Spotlights`}
        subtitle={t`Put a sponsor in the spotlight: every phone shows it, and its badge pays more while it lasts.`}
        staleSince={reading.staleSince}
      />
      {notice ? (
        <FormAlert tone={notice.tone} title={notice.title}>
          {notice.detail}
        </FormAlert>
      ) : null}
      {running?.end ? (
        <section className={styles.running} aria-label={t`Running now`}>
          <span className={styles.runningLabel}>
            <Trans>In the spotlight</Trans>
          </span>
          <strong className={styles.runningName}>{running.name}</strong>
          <time className={styles.runningClock} dateTime={running.end.toISOString()}>
            {t`${countdown} left`}
          </time>
        </section>
      ) : null}
      <div className={styles.lengthRow}>
        <span className={styles.lengthLabel}>
          <Trans>Length</Trans>
        </span>
        <Segmented
          label={t`Length of a spotlight`}
          value={length}
          options={LENGTHS.map((value) => ({ value, label: t`${value} min` }))}
          onChange={setLength}
        />
      </div>
      {!isOnline ? (
        <FormAlert tone="info" title={t`You're offline`}>
          <Trans>Starting a spotlight needs a connection; the list is the one saved on this device.</Trans>
        </FormAlert>
      ) : null}
      {companies === null ? (
        reading.error !== null && !reading.isLoading ? (
          <LoadProblem what={t`the sponsors`} onRetry={reading.reload} />
        ) : (
          <div
            className={`${pageStyles.skeleton} ${styles.skeleton}`}
            role="status"
            aria-busy="true"
            aria-label={t`Loading`}
          />
        )
      ) : companies.length === 0 ? (
        <p className={pageStyles.muted}>
          <Trans>No sponsors yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {companies.map((company) => {
            const isRunning = company === running;
            const isConfirming = confirmingId === company.id;
            const canStart = isOnline && running === null && company.remaining > 0 && startingId === null;
            const remaining = company.remaining;
            const name = company.name;
            return (
              <li key={company.id} className={`${styles.row} ${isRunning ? styles.rowRunning : ''}`}>
                <div className={styles.rowMain}>
                  <span className={styles.name}>{company.name}</span>
                  <span className={styles.left}>
                    {remaining === 0 ? t`none left` : t`${remaining} left`}
                    {isRunning ? t` · ends in ${countdown}` : ''}
                  </span>
                </div>
                {isConfirming ? (
                  <div className={styles.confirm}>
                    <p className={styles.confirmText}>
                      <Trans>
                        {length} min for {name}? Uses 1 of {remaining}.
                      </Trans>
                    </p>
                    <div className={styles.confirmActions}>
                      <Button variant="ghost" onClick={() => setConfirmingId(null)}>
                        <Trans>Cancel</Trans>
                      </Button>
                      <Button
                        disabled={!canStart}
                        onClick={() => {
                          setConfirmingId(null);
                          void start(company, Number(length));
                        }}
                      >
                        <Trans>Start now</Trans>
                      </Button>
                    </div>
                  </div>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={!canStart}
                    isBusy={startingId === company.id}
                    busyLabel={t`Starting…`}
                    onClick={() => setConfirmingId(company.id)}
                    aria-label={t`Start a spotlight for ${name}`}
                  >
                    <Trans>Start</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
