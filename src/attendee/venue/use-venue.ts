// The venue map for the signed-in attendee: the plan and booths (cache first, then network), the
// plan drawing (likewise), and each booth marked visited when the attendee holds its badge.
// `visited` is null while the attendee's own badges are unknown, so no wrong count is shown.
import { useMemo } from 'react';
import { readPlanImage, readVenue, type Venue } from '../../api/venue.ts';
import { useReading, type ReadingState } from '../../ui/use-reading.ts';
import { useMe } from '../shared/use-me.ts';
import { countVisited, markVisited, type BoothView } from './venue-booths.ts';
import { useUserKey } from '../../session/session-context.ts';

export type PlanImage = {
  /** A URL for the plan's <img>, or null while it loads or when it could not be read at all. */
  src: string | null;
  isMissing: boolean;
};

export type VenueState = {
  venue: ReadingState<Venue>;
  planImage: PlanImage;
  booths: BoothView[];
  visited: number | null;
  /** The older of the readings' "offline since", when the venue or the badges could not be refreshed. */
  staleSince: Date | null;
  /** Set when the attendee's badges could not be read; retries that read. */
  retryMe: (() => void) | null;
};

const oldest = (dates: readonly (Date | null)[]): Date | null => {
  const known = dates.filter((d): d is Date => d !== null);
  return known.length === 0 ? null : new Date(Math.min(...known.map((d) => d.getTime())));
};

export function useVenue(): VenueState {
  const userKey = useUserKey();

  const venue = useReading(userKey === null ? null : `venue:${userKey}`, () => readVenue(userKey ?? ''));
  const planUrl = venue.data?.plan.url ?? null;
  const plan = useReading(
    userKey === null || planUrl === null ? null : `venue-plan:${userKey}:${planUrl}`,
    () => readPlanImage(userKey ?? '', planUrl ?? ''),
  );
  const me = useMe();
  const badges = me.data?.badges;
  const booths = useMemo(
    () => markVisited(venue.data?.booths ?? [], new Set(badges?.map((b) => b.id))),
    [venue.data, badges],
  );
  return {
    venue,
    planImage: { src: plan.data, isMissing: plan.data === null && plan.error !== null && !plan.isLoading },
    booths,
    visited: badges === undefined ? null : countVisited(booths),
    staleSince: oldest([venue.staleSince, me.staleSince]),
    retryMe: me.data === null && me.error !== null && !me.isLoading ? me.reload : null,
  };
}
