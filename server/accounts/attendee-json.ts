// Repo rows → the attendee and badge shapes of provider-api.md §3 ("Shared JSON shapes"). The
// shapes are the contract's (server/contract/shapes.ts); this file only fills them in. Every
// picture is answered absolute (Links.absolute, issue 21), so a client on another origin loads it.
import { BADGE_TYPE } from '#contract/constants';
import type {
  AttendeeFull,
  AttendeeListItem,
  AttendeeSimple,
  BadgeJson,
  StaffAttendee,
} from '../contract/shapes.ts';
import type { AttendeeRow, PrizeHolding, Purchase } from './attendee-repo.ts';
import type { BadgeRow } from '../badges/row.ts';
import { withOwedVisible, type Viewer } from '../domain/privacy.ts';
import type { Links } from '../uploads/links.ts';
import { utcIso } from '../domain/json-dates.ts';

export const badgeJson = (b: BadgeRow, links: Links): BadgeJson => ({
  id: b.id,
  name: b.name,
  description: b.description,
  avatar: links.absolute(b.avatar),
  begin: utcIso(b.begin),
  end: utcIso(b.end),
  type: b.type,
  tokens: b.tokens,
});

/** badge_count leaves out type 0 (checkpoints); `badges` lists them all. */
export const badgeCount = (badges: BadgeRow[]) =>
  badges.filter((b) => b.type !== BADGE_TYPE.checkpoint).length;

export const attendeeListItem = (a: AttendeeRow, badges: BadgeRow[], links: Links): AttendeeListItem => ({
  id: a.id,
  nickname: a.nickname,
  name: a.name,
  course: a.courseId,
  avatar: a.avatar,
  cv: a.cv,
  badges: badges.map((b) => badgeJson(b, links)),
  badge_count: badgeCount(badges),
  token_balance: a.tokenBalance,
  entries: a.entries,
});

/** The owed counts are the viewer's to read or 0 (domain/privacy.ts): every caller passes one. */
export const attendeeFull = (
  viewer: Viewer,
  a: AttendeeRow,
  badges: BadgeRow[],
  prizes: PrizeHolding[],
  purchases: Purchase[],
  links: Links,
): AttendeeFull => ({
  ...attendeeListItem(a, badges, links),
  prizes: withOwedVisible(viewer, a.id, prizes).map((p) => ({
    id: p.id,
    name: p.name,
    avatar: links.absolute(p.avatar),
    not_redeemed: p.notRedeemed,
    is_redeemable: p.isRedeemable,
  })),
  redeemables: withOwedVisible(viewer, a.id, purchases).map((r) => ({
    id: r.id,
    name: r.name,
    image: links.absolute(r.image),
    price: r.price,
    quantity: r.quantity,
    not_redeemed: r.notRedeemed,
  })),
});

export const staffAttendee = (a: AttendeeRow, badges: BadgeRow[], links: Links): StaffAttendee => ({
  id: a.id,
  nickname: a.nickname,
  name: a.name,
  email: a.email,
  avatar: a.avatar,
  cv: a.cv,
  badges: badges.map((b) => badgeJson(b, links)),
  badge_count: badgeCount(badges),
});

export const attendeeSimple = (a: AttendeeRow): AttendeeSimple => ({
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
