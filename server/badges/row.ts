// A badge as BadgeJSON (provider-api.md §3) is built from, and the columns that select it: one
// shape for the badge list, an attendee's badges and the wheel's badge award.
import { badges } from '../db/schema/badges.ts';

export const badgeRowColumns = {
  id: badges.id,
  name: badges.name,
  description: badges.description,
  avatar: badges.avatar,
  begin: badges.begin,
  end: badges.end,
  type: badges.type,
  tokens: badges.tokens,
};

export type BadgeRow = Pick<typeof badges.$inferSelect, keyof typeof badgeRowColumns>;
