// "Sponsors with your contact" (issue 29): the card's frame, under the company checkpoints. The
// list itself (profile-sponsors.tsx) is its own chunk, loaded on the tap that opens it: only this
// frame is in the profile's first load (DESIGN.md §7; the deferred column had no room left).
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import card from './profile.module.css';

const ProfileSponsors = lazy(async () => ({
  default: (await import('./profile-sponsors.tsx')).ProfileSponsors,
}));

export function ProfileSponsorsCard({ hasCv }: { hasCv: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <section className={card.card} aria-labelledby="profile-sponsors-title">
      <div className={card.cardHead}>
        <h2 className={card.cardTitle} id="profile-sponsors-title">
          <Trans>Sponsors with your contact</Trans>
        </h2>
        <p className={card.cardText}>
          <Trans>Booths that scanned you have your name, email and maybe your CV.</Trans>
        </p>
      </div>
      {isOpen ? (
        <Suspense fallback={null}>
          <ProfileSponsors hasCv={hasCv} />
        </Suspense>
      ) : (
        <Button variant="secondary" isBlock onClick={() => setIsOpen(true)}>
          <Trans>Show sponsors</Trans>
        </Button>
      )}
    </section>
  );
}
