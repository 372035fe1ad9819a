// The install card (DESIGN.md §5, issues 9 and 12): a small, dismissible card in a quiet place (the
// profile's second column, the outbox), never a modal. Chromium gets an "Install" button for its
// held offer; iOS Safari, which has none, gets the Share → Add to Home Screen steps and why they
// matter before the event. Offered once (lib/install-decision.ts). Loaded only when it shows: its
// slot (install-slot.tsx) holds the offer's state.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../ui/button.tsx';
import styles from './install-card.module.css';
import type { InstallOffer } from './use-install-offer.ts';

/** Safari's Share glyph: a box with an arrow out of its top. */
function ShareGlyph() {
  return (
    <svg className={styles.glyph} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 3v12M8 7l4-4 4 4M7 10H5v11h14V10h-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function InstallCard({ offer }: { offer: InstallOffer }) {
  const { t } = useLingui();
  const titleId = useId();
  if (offer.kind === null) return null;
  const isIos = offer.kind === 'ios-guide';
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 className={styles.title} id={titleId}>
          {isIos ? t`Add Confetti to your Home Screen` : t`Install Confetti`}
        </h2>
        <button type="button" className={styles.close} aria-label={t`Dismiss`} onClick={offer.dismiss}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {isIos ? (
        <>
          <ol className={styles.steps}>
            <li>
              <Trans>
                Tap <ShareGlyph /> <strong>Share</strong> in Safari.
              </Trans>
            </li>
            <li>
              <Trans>
                Choose <strong>Add to Home Screen</strong>.
              </Trans>
            </li>
          </ol>
          <p className={styles.text}>
            <Trans>
              Best done before the event: Safari may clear the data of a site that isn't on the Home Screen
              after 7 days without use. Added there, Confetti keeps your saved screens and anything waiting to
              sync.
            </Trans>
          </p>
          <Button variant="secondary" onClick={offer.dismiss}>
            <Trans>Got it</Trans>
          </Button>
        </>
      ) : (
        <>
          <p className={styles.text}>
            <Trans>
              Open it from your home screen like any app. It starts faster and keeps working with no
              connection.
            </Trans>
          </p>
          <div className={styles.actions}>
            <Button onClick={() => void offer.install()}>
              <Trans>Install</Trans>
            </Button>
            <Button variant="ghost" onClick={offer.dismiss}>
              <Trans>Not now</Trans>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
