// Row → wire shapes for attendees and badges (provider-api.md §3 "Shared JSON shapes").
import { BADGE_TYPE } from '#contract/constants';
import type { Links } from '../uploads/links.ts';
import { utcIso } from './dates.ts';

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

export type AttendeeRow = {
  id: string;
  nickname: string | null;
  name: string | null;
  email: string | null;
  courseId: number | null;
  avatar: string | null;
  cv: string | null;
  tokenBalance: number;
  entries: number;
};

export type PrizeHolding = {
  id: number;
  name: string;
  avatar: string | null;
  notRedeemed: number;
  isRedeemable: boolean;
};
export type Purchase = {
  id: number;
  name: string;
  image: string | null;
  price: number;
  quantity: number;
  notRedeemed: number;
};

export const badgeJson = (b: BadgeRow) => ({
  id: b.id,
  name: b.name,
  description: b.description,
  avatar: b.avatar,
  begin: utcIso(b.begin),
  end: utcIso(b.end),
  type: b.type,
  tokens: b.tokens,
});

/** badge_count leaves out type 0 (checkpoints); `badges` lists them all. */
export const badgeCount = (badges: BadgeRow[]) =>
  badges.filter((b) => b.type !== BADGE_TYPE.checkpoint).length;

export const attendeeListItem = (a: AttendeeRow, badges: BadgeRow[]) => ({
  id: a.id,
  nickname: a.nickname,
  name: a.name,
  course: a.courseId,
  avatar: a.avatar,
  cv: a.cv,
  badges: badges.map(badgeJson),
  badge_count: badgeCount(badges),
  token_balance: a.tokenBalance,
  entries: a.entries,
});

export const attendeeFull = (
  a: AttendeeRow,
  badges: BadgeRow[],
  prizes: PrizeHolding[],
  purchases: Purchase[],
) => ({
  ...attendeeListItem(a, badges),
  prizes: prizes.map((p) => ({
    id: p.id,
    name: p.name,
    avatar: p.avatar,
    not_redeemed: p.notRedeemed,
    is_redeemable: p.isRedeemable,
  })),
  redeemables: purchases.map((r) => ({
    id: r.id,
    name: r.name,
    image: r.image,
    price: r.price,
    quantity: r.quantity,
    not_redeemed: r.notRedeemed,
  })),
});

export const staffAttendee = (a: AttendeeRow, badges: BadgeRow[]) => ({
  id: a.id,
  nickname: a.nickname,
  name: a.name,
  email: a.email,
  avatar: a.avatar,
  cv: a.cv,
  badges: badges.map(badgeJson),
  badge_count: badgeCount(badges),
});

export const attendeeSimple = (a: AttendeeRow) => ({
  id: a.id,
  nickname: a.nickname,
  email: a.email,
  name: a.name,
  course: a.courseId,
  avatar: a.avatar,
  cv: a.cv,
  token_balance: a.tokenBalance,
  entries: a.entries,
});

/**
 * A row with its file links as answered: the avatar absolute, the CV absolute and, for a caller
 * who may open it, signed (uploads/links.ts).
 */
export const withFileLinks = <T extends { avatar: string | null; cv: string | null }>(
  row: T,
  links: Links,
  canOpenCv: boolean,
): T => ({ ...row, avatar: links.absolute(row.avatar), cv: links.cv(row.cv, canOpenCv) });
