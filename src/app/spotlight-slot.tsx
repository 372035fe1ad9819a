// The running spotlight's banner in the signed-in shell (DESIGN.md §6). The shell imports this
// module once its first screen is up, so the banner, its data and the phoenix client are all
// deferred JS (DESIGN.md §7); a running spotlight shows a moment after the screen, never before.
import type { User } from '../api/user.ts';
import { useSpotlight } from '../realtime/use-spotlight.ts';
import { SpotlightBanner } from '../ui/spotlight-banner.tsx';

export function SpotlightSlot({ user }: { user: User }) {
  const spotlight = useSpotlight();
  if (spotlight === null) return null;
  return (
    <SpotlightBanner
      key={spotlight.end.getTime()}
      name={spotlight.name}
      end={spotlight.end}
      badgeHref={user.type === 'attendee' ? `/badge/${spotlight.badgeId}` : null}
    />
  );
}
