// Wire shape of the console's live dashboard (issue 13): GET /api/admin/console/dashboard, read
// by admin staff every few seconds. Counts only, no personal data. A series is a start, a bucket
// length and one count per bucket (zeros included), so a chart needs no date arithmetic.
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

export const DASHBOARD_WINDOWS = ['day', 'event'] as const;
export type DashboardWindow = (typeof DASHBOARD_WINDOWS)[number];
const Window = Type.Union([Type.Literal('day'), Type.Literal('event')]);

export const DashboardQuery = Type.Object(
  {
    /** `day`: the last 24 hours by hour (the default); `event`: the event's days. */
    window: Type.Optional(Window),
  },
  { additionalProperties: false },
);
export type DashboardQuery = Static<typeof DashboardQuery>;

export const Series = Type.Object({
  /** The first bucket's start, UTC. */
  start: Type.String(),
  bucket_minutes: Type.Integer(),
  counts: Type.Array(Type.Integer()),
});
export type Series = Static<typeof Series>;

export const BoothJson = Type.Object({
  company_id: Type.Integer(),
  name: Type.String(),
  tier: Type.String(),
  /** Attendees given the company's badge (one per attendee: a booth scan). */
  scans: Type.Integer(),
});

export const TopBadgeJson = Type.Object({ id: Type.Integer(), name: Type.String(), awards: Type.Integer() });

export const ProductJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Type.Integer(),
  stock: Type.Integer(),
  sold: Type.Integer(),
  /** Handed over at the desk. */
  collected: Type.Integer(),
  is_archived: Type.Boolean(),
});

/** The award that reached the server longest after it happened (queued in a device's outbox). */
export const LateWriteJson = Type.Object({
  lag_seconds: Type.Integer(),
  occurred_at: Type.String(),
  received_at: Type.String(),
  badge: Type.String(),
});

export const DashboardReply = Type.Object({
  generated_at: Type.String(),
  window: Window,
  /** Awards by the time they happened (Occurred-At), or by arrival when that is unknown. */
  awards: Series,
  /** Cards registered by their holder, by the account's creation. */
  signups: Series,
  totals: Type.Object({
    awards: Type.Integer(),
    cards: Type.Integer(),
    registered: Type.Integer(),
  }),
  booths: Type.Array(BoothJson),
  top_badges: Type.Array(TopBadgeJson),
  products: Type.Array(ProductJson),
  tokens: Type.Object({
    /** Every attendee's balance, summed. */
    in_circulation: Type.Integer(),
    /** Store purchases at today's prices. */
    spent_in_store: Type.Integer(),
    /** Bets placed at the slot machine (winnings are back in circulation). */
    bet_in_slots: Type.Integer(),
  }),
  outbox: Type.Object({
    /** Awards that arrived more than LATE_WRITE_SECONDS after they happened. */
    late_count: Type.Integer(),
    oldest: Nullable(LateWriteJson),
  }),
});
export type DashboardReply = Static<typeof DashboardReply>;
