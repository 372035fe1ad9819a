// Wire shapes of the console's sponsors (issue 13): a company (provider-api.md §1 companies) with
// its tier, booth badge, CV access, spotlights left and its account. Bodies are flat and strict
// like the rest of the console's (contract/catalogue-admin.ts): types and ranges are 400 here; what needs
// other rows (an unknown, archived or taken booth badge, a taken email) is a 422 field error.
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';
import { SPONSORSHIPS } from './constants.ts';

const strict = { additionalProperties: false } as const;

/** Starts a sponsor may still spend; far above any real event, far below int4. */
export const MAX_SPOTLIGHTS = 1000;

export const SponsorFields = {
  name: Type.String({ minLength: 1, maxLength: 120 }),
  sponsorship: Type.Enum(SPONSORSHIPS),
  /** The booth badge (type 4, BADGE_TYPES.booth) a scan by this sponsor awards. */
  badge_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  /** May download the CVs of its attendee list (provider-api.md §3). */
  has_cv_access: Type.Boolean(),
  remaining_spotlights: Type.Integer({ minimum: 0, maximum: MAX_SPOTLIGHTS }),
  /** The sponsor's Discord channel id (unique); one is made up when a create leaves it out. */
  channel_id: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
};

export const SponsorCreateBody = Type.Object(
  {
    name: SponsorFields.name,
    sponsorship: SponsorFields.sponsorship,
    badge_id: SponsorFields.badge_id,
    has_cv_access: Type.Optional(SponsorFields.has_cv_access),
    remaining_spotlights: Type.Optional(SponsorFields.remaining_spotlights),
    channel_id: Type.Optional(SponsorFields.channel_id),
  },
  strict,
);
export type SponsorCreateBody = Static<typeof SponsorCreateBody>;

/** Any field, at least one; `archived` archives or restores the sponsor (its booth badge). */
export const SponsorEditBody = Type.Object(
  { ...Type.Partial(SponsorCreateBody).properties, archived: Type.Optional(Type.Boolean()) },
  { ...strict, minProperties: 1 },
);
export type SponsorEditBody = Static<typeof SponsorEditBody>;

/** As POST /api/admin/staff takes it: checked and normalised on the server. */
export const SponsorInviteBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 255 }) },
  strict,
);
export type SponsorInviteBody = Static<typeof SponsorInviteBody>;

export const SponsorAccountJson = Type.Object({
  email: Type.String(),
  /** False while the invited account has not followed its set-password link. */
  has_password: Type.Boolean(),
  /** The invitation link's end while one is out (issue 23); null once used, or never sent. */
  link_expires_at: Nullable(Type.String()),
});
export type SponsorAccountJson = Static<typeof SponsorAccountJson>;

export const SponsorJson = Type.Object({
  id: Type.Integer(),
  ...SponsorFields,
  badge_name: Type.String(),
  /** The booth badge's archive time: an archived sponsor's scans are refused. */
  archived_at: Nullable(Type.String()),
  /** Attendees who hold the booth badge (its visitors). */
  visitors: Type.Integer(),
  /** At most one today: companies.user_id is unique (provider-api.md §1). */
  accounts: Type.Array(SponsorAccountJson),
});
export type SponsorJson = Static<typeof SponsorJson>;

export const SponsorListReply = Type.Object({ data: Type.Array(SponsorJson) });
export type SponsorListReply = Static<typeof SponsorListReply>;
export const SponsorReply = Type.Object({ data: SponsorJson });

/**
 * The sponsor with its new account, and the set-password link (shown once: only its hash is kept),
 * its end, and whether the server mails it too (SMTP_URL set).
 */
export const SponsorInviteReply = Type.Object({
  data: SponsorJson,
  link: Type.String(),
  expires_at: Type.String(),
  mailed: Type.Boolean(),
});
export type SponsorInviteReply = Static<typeof SponsorInviteReply>;
