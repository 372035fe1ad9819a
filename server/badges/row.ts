// A badge as BadgeJSON (provider-api.md §3) is built from, and the columns that select it: one
// shape for the badge list, an attendee's badges and the wheel's badge award.
import { badges } from '../db/schema/badges.ts';

export type BadgeRow = {
  id: number;
  name: string;
  description: string;
  avatar: string | null;
  begin: Date;
  end: Date;
  type: number;
  tokens: number;
};

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
