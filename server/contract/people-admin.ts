// Wire shapes of the console's people (issue 13): staff accounts with their admin flag, and the
// attendee cards (provider-api.md §1: an attendee row with no user is a card not yet claimed).
// Bodies are flat and strict like the rest of the console's (contract/catalogue-admin.ts); the rule that
// needs the caller (no admin drops their own flag) is a 422 field error from the route.
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';
import { MAX_CARDS_PER_BATCH } from './constants.ts';

const strict = { additionalProperties: false } as const;

/** As POST /api/admin/staff takes it; the address is checked and normalised by inviteStaff. */
export const StaffInviteBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 255 }), is_admin: Type.Optional(Type.Boolean()) },
  strict,
);
export type StaffInviteBody = Static<typeof StaffInviteBody>;

export const StaffEditBody = Type.Object({ is_admin: Type.Boolean() }, strict);
export type StaffEditBody = Static<typeof StaffEditBody>;

export const StaffJson = Type.Object({
  /** The staff row's id, the one PATCH /staff/:id takes. */
  id: Type.Integer(),
  email: Type.String(),
  nickname: Nullable(Type.String()),
  is_admin: Type.Boolean(),
  /** False while an invited member has not followed their set-password link. */
  has_password: Type.Boolean(),
  /** Their invitation link's end while one is out (issue 23); null once used, or never sent. */
  link_expires_at: Nullable(Type.String()),
  /** The caller's own account (whose admin flag the caller cannot drop). */
  is_you: Type.Boolean(),
});
export type StaffJson = Static<typeof StaffJson>;

export const StaffListReply = Type.Object({ data: Type.Array(StaffJson) });
export type StaffListReply = Static<typeof StaffListReply>;
export const StaffReply = Type.Object({ data: StaffJson });

/**
 * The new account (or its new link) and its set-password link, shown once: only its hash is
 * stored. `expires_at` is the link's end; `mailed` whether the server mails it too (SMTP_URL set).
 */
export const StaffInviteReply = Type.Object({
  data: StaffJson,
  link: Type.String(),
  expires_at: Type.String(),
  mailed: Type.Boolean(),
});
export type StaffInviteReply = Static<typeof StaffInviteReply>;

/** Bounded like the CLI's `cards`. */
export const CardsCreateBody = Type.Object(
  { count: Type.Integer({ minimum: 1, maximum: MAX_CARDS_PER_BATCH }) },
  strict,
);
export type CardsCreateBody = Static<typeof CardsCreateBody>;

export const CARD_FILTERS = ['all', 'free', 'registered'] as const;
export type CardFilter = (typeof CARD_FILTERS)[number];

export const CardsQuery = Type.Object(
  {
    status: Type.Optional(Type.Union(CARD_FILTERS.map((f) => Type.Literal(f)))),
    /** A card's short code (or its start) or part of an attendee's nickname. */
    q: Type.Optional(Type.String({ maxLength: 60 })),
    offset: Type.Optional(Type.String({ pattern: '^\\d{1,7}$' })),
    limit: Type.Optional(Type.String({ pattern: '^\\d{1,3}$' })),
  },
  strict,
);
export type CardsQuery = Static<typeof CardsQuery>;

export const CardJson = Type.Object({
  id: Type.String(),
  /** What is printed under the QR code (cards/rules.ts shortCode). */
  code: Type.String(),
  /** Null while the card is free. */
  nickname: Nullable(Type.String()),
  is_registered: Type.Boolean(),
  inserted_at: Type.String(),
});
export type CardJson = Static<typeof CardJson>;

export const CardCounts = Type.Object({
  total: Type.Integer(),
  registered: Type.Integer(),
  free: Type.Integer(),
});
export type CardCounts = Static<typeof CardCounts>;

export const CardListReply = Type.Object({
  data: Type.Array(CardJson),
  /** Over every card, whatever the filter. */
  counts: CardCounts,
  /** How many cards the filter matches; `data` is one page of them. */
  matching: Type.Integer(),
  next_offset: Nullable(Type.Integer()),
  /** A signed same-origin link to the printable sheet of the oldest free cards (up to 1,000). */
  sheet_url: Type.String(),
  /** The origin the printed QR codes open (PUBLIC_ORIGIN, else this machine), issue 23. */
  card_origin: Type.String(),
  /** True when that origin is this machine only (localhost, 127.0.0.1): no phone can open it. */
  card_origin_is_local: Type.Boolean(),
});
export type CardListReply = Static<typeof CardListReply>;

/** A batch is named by the id of the audit entry that recorded its creation. */
export const CardsCreateReply = Type.Object({
  batch: Type.Integer(),
  cards: Type.Array(Type.String()),
  /** A signed same-origin link to the printable sheet of this batch's cards still free. */
  sheet_url: Type.String(),
});
export type CardsCreateReply = Static<typeof CardsCreateReply>;
