// `/`: the front door, reached first and after sign-out (seed-spec §2). The event's name and year
// come from GET /api/event (stored for offline); sign in first, register a card second. `children`: what app/ composes below (the programme at a glance, the sponsors).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BrandMark } from '../ui/brand-mark.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { formatEventDates } from '../lib/event-dates.ts';
import styles from './landing-screen.module.css';
import { useSession } from '../session/session-context.ts';
import { useEvent } from '../hooks/use-event.ts';

const FEATURES = [msg`Collect badges`, msg`Spin the wheel`, msg`Climb the leaderboard`, msg`Win prizes`];

export function LandingScreen({ children }: { children?: ReactNode }) {
  const { i18n, t } = useLingui();
  const event = useEvent();
  const { user } = useSession();
  const displayName = user?.displayName;
  const dates = event ? formatEventDates(event.start, event.days) : null;

  return (
    <div className={styles.page}>
      <div className={styles.confetti} aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
        <span />
        <span />
      </div>
      <header className={styles.top}>
        <BrandMark label={event?.name} logo={event?.logo} />
      </header>
      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="landing-title">
          {dates ? <p className={styles.dates}>{dates}</p> : null}
          <h1 className={styles.title} id="landing-title">
            {event ? (
              <>
                {event.name} <span className={styles.year}>{event.year}</span>
              </>
            ) : (
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the product's name, in every language
              'Confetti'
            )}
          </h1>
          <p className={styles.tagline}>
            <Trans>
              Your conference in your pocket: badges for every talk and booth, tokens to spend, prizes to win.
              Works offline too.
            </Trans>
          </p>
          <ul className={styles.features} aria-label={t`What you can do`}>
            {FEATURES.map((feature) => (
              <li key={feature.id}>{i18n._(feature)}</li>
            ))}
          </ul>
        </section>
        <div className={styles.actions}>
          {user ? (
            <>
              <ButtonLink to="/login" isBlock>
                <Trans>Open the app</Trans>
              </ButtonLink>
              <p className={styles.signedIn}>
                <Trans>Signed in as {displayName}</Trans>
              </p>
            </>
          ) : (
            <>
              <ButtonLink to="/login" isBlock>
                <Trans>Sign in</Trans>
              </ButtonLink>
              <ButtonLink to="/signup" variant="secondary" isBlock>
                <Trans>Register your card</Trans>
              </ButtonLink>
            </>
          )}
        </div>
        {children}
      </main>
    </div>
  );
}
