// The booth's own numbers (issue 29), from its leads: visits per hour (the hours with visits, in
// the phone's time zone), how the visitors are rated, and the tags given most. Pure.
import { LEAD_RATINGS, type LeadRating } from '#contract/constants';
import type { Lead } from '../../api/leads.ts';

export type HourCount = { hourStart: Date; visits: number };
export type BoothNumbers = {
  visits: number;
  perHour: HourCount[];
  ratings: Record<LeadRating | 'unrated', number>;
  topTags: { tag: string; count: number }[];
};

const HOUR_MS = 3_600_000;
const TOP_TAGS = 5;

/** `offsetMinutes`: the zone's offset east of UTC at that time (minus Date#getTimezoneOffset). */
export function boothNumbers(leads: readonly Lead[], offsetMinutes: (at: Date) => number): BoothNumbers {
  const hours = new Map<number, number>();
  const ratings = { hot: 0, warm: 0, cold: 0, unrated: 0 };
  const tags = new Map<string, number>();
  for (const lead of leads) {
    const at = lead.visitedAt.getTime();
    if (at > 0) {
      const shift = offsetMinutes(lead.visitedAt) * 60_000;
      const hour = Math.floor((at + shift) / HOUR_MS) * HOUR_MS - shift;
      hours.set(hour, (hours.get(hour) ?? 0) + 1);
    }
    ratings[lead.rating ?? 'unrated'] += 1;
    for (const tag of lead.tags) tags.set(tag, (tags.get(tag) ?? 0) + 1);
  }
  return {
    visits: leads.length,
    perHour: [...hours]
      .sort(([a], [b]) => a - b)
      .map(([hour, visits]) => ({ hourStart: new Date(hour), visits })),
    ratings,
    topTags: [...tags]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
      .slice(0, TOP_TAGS),
  };
}

export const RATING_ORDER = [...LEAD_RATINGS, 'unrated'] as const;
