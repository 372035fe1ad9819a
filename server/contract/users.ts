// GET /api/user (provider-api.md §2): the caller in one of three shapes, not wrapped in `data`.
// `type` tells them apart; an attendee's `id` is the attendee UUID, a company's its company id and
// a staff member's the user id.
import { Type, type Static } from 'typebox';
import { LOCALES } from './constants.ts';
import { AttendeeFull, CompanyJson } from './shapes.ts';

export const AttendeeUser = Type.Object({
  ...AttendeeFull.properties,
  email: Type.String(),
  type: Type.Literal('attendee'),
});
export const CompanyUser = Type.Object({
  ...CompanyJson.properties,
  email: Type.String(),
  type: Type.Literal('company'),
});
export const StaffUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  type: Type.Literal('staff'),
  is_admin: Type.Boolean(),
});

export const UserReply = Type.Union([AttendeeUser, CompanyUser, StaffUser]);
export type UserReply = Static<typeof UserReply>;
export type AttendeeUser = Static<typeof AttendeeUser>;

/** PUT /api/user/locale (issue 24, ours): the account's language, which its mails follow. */
export const LocaleBody = Type.Object({ locale: Type.Enum(LOCALES) });
export type LocaleBody = Static<typeof LocaleBody>;
/** GET and PUT /api/user/locale: the account's language; null until one was chosen. */
export const LocaleReply = Type.Object({ locale: Type.Union([Type.Enum(LOCALES), Type.Null()]) });
export type LocaleReply = Static<typeof LocaleReply>;
