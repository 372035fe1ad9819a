// Where the install card goes (the profile's second column, the foot of the outbox): the offer's
// state (use-install-offer.ts), which counts the visit, and the card itself only when it shows.
// Most visits show none (the first two, an installed app, a browser that cannot install), so the
// card's code and words are downloaded by the few that do (DESIGN.md §7, issue 24).
import { lazy, Suspense } from 'react';
import { useInstallOffer } from './use-install-offer.ts';

const InstallCard = lazy(async () => ({ default: (await import('./install-card.tsx')).InstallCard }));

export function InstallSlot() {
  const offer = useInstallOffer();
  if (offer.kind === null) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard offer={offer} />
    </Suspense>
  );
}
