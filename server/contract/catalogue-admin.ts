// Wire shapes of the organiser console (issue 13): admin-only reads and writes of badges, store
// items and wheel prizes, and the audit log. Ours, not the provider's: bodies are flat and strict
// (unknown keys are refused), types and ranges are checked here (400), rules that involve several
// fields or rows (a window's order, the wheel's odds) in admin/rules.ts (422 field errors).
// Times are RFC 3339 with an offset; answers give them in UTC with `Z`.
import { Type, type Static, type TOptional, type TProperties } from 'typebox';
import { Nullable } from './common.ts';

/** At most a billion: every count fits the database's int4 with room for sums. */
const MAX_COUNT = 1_000_000_000;
const Name = Type.String({ minLength: 1, maxLength: 120 });
const Description = Type.String({ maxLength: 2000 });
const Count = Type.Integer({ minimum: 0, maximum: MAX_COUNT });
const Positive = Type.Integer({ minimum: 1, maximum: MAX_COUNT });
/** Shape only; a date that does not exist (month 13) is the domain's field error. */
export const Instant = Type.String({
  maxLength: 40,
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$',
});

const strict = { additionalProperties: false } as const;

/** An edit: any field of the create body, at least one, and `archived` to archive or restore. */
const editOf = <P extends TProperties>(optional: P) =>
  Type.Object({ ...optional, archived: Type.Optional(Type.Boolean()) }, { ...strict, minProperties: 1 });

/** A table's fields with the keys `K` made optional. */
type WithOptional<F extends TProperties, K extends keyof F> = Omit<F, K> & { [P in K]: TOptional<F[P]> };

/**
 * A catalogue table's two bodies from its fields: the create body, where the keys `optional` may
 * be left out (the rule gives their defaults), and the edit body (editOf) of any of its fields.
 */
function bodiesOf<F extends TProperties, K extends keyof F & string>(fields: F, optional: readonly K[]) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([key, schema]) => [
      key,
      optional.includes(key as K) ? Type.Optional(schema) : schema,
    ]),
  );
  const create = Type.Object(properties as WithOptional<F, K>, strict);
  return { create, edit: editOf(Type.Partial(create).properties) };
}

export const BadgeFields = {
  name: Name,
  description: Description,
  /** A code of BADGE_TYPES (contract/constants.ts): 0 to 9. */
  type: Type.Integer({ minimum: 0, maximum: 9 }),
  tokens: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  /** The activity (a talk's slot); the gifting window is begin_badge to end_badge. */
  begin: Instant,
  end: Instant,
  begin_badge: Instant,
  end_badge: Instant,
  counts_for_day: Type.Boolean(),
};

export const ProductFields = {
  name: Name,
  description: Description,
  price: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  stock: Count,
  max_per_user: Positive,
  /** On sale: attendees see only active items (provider-api.md §3 `is_redeemable`). */
  is_redeemable: Type.Boolean(),
};

/** A prize is created with probability 0; odds change only table-wide (PrizeOddsBody). */
export const PrizeFields = {
  name: Name,
  stock: Count,
  max_amount_per_attendee: Positive,
  /** A physical prize that staff hand over (provider-api.md §1). */
  is_redeemable: Type.Boolean(),
  /**
   * A "nothing / try again" slice (issue 23): never handed over and without stock, so stock and
   * max_amount_per_attendee may be left out (stored as NOTHING_QUANTITY, read as unlimited).
   */
  is_nothing: Type.Boolean(),
};

/** Each table's create and edit bodies; a create may leave out the keys named. */
export const { create: BadgeCreateBody, edit: BadgeEditBody } = bodiesOf(BadgeFields, ['counts_for_day']);
export type BadgeCreateBody = Static<typeof BadgeCreateBody>;
export type BadgeEditBody = Static<typeof BadgeEditBody>;
export const { create: ProductCreateBody, edit: ProductEditBody } = bodiesOf(ProductFields, [
  'is_redeemable',
]);
export type ProductCreateBody = Static<typeof ProductCreateBody>;
export type ProductEditBody = Static<typeof ProductEditBody>;
export const { create: PrizeCreateBody, edit: PrizeEditBody } = bodiesOf(PrizeFields, [
  'stock',
  'max_amount_per_attendee',
  'is_redeemable',
  'is_nothing',
]);
export type PrizeCreateBody = Static<typeof PrizeCreateBody>;
export type PrizeEditBody = Static<typeof PrizeEditBody>;

/** New probabilities for some prizes at once; the wheel's total must stay exactly 1. */
export const PrizeOddsBody = Type.Object(
  {
    odds: Type.Array(
      Type.Object({ id: Positive, probability: Type.Number({ minimum: 0, maximum: 1 }) }, strict),
      { minItems: 1, maxItems: 500 },
    ),
  },
  strict,
);
export type PrizeOddsBody = Static<typeof PrizeOddsBody>;

const Archived = Nullable(Type.String());
const Picture = Nullable(Type.String());

/**
 * A catalogue row as the console shows it: its id, its fields, what the table adds before and
 * after its archive time (a picture first, its count last).
 */
const consoleJsonOf = <F extends TProperties, B extends TProperties, A extends TProperties>(
  fields: F,
  before: B,
  after: A,
) => Type.Object({ id: Type.Integer(), ...fields, ...before, archived_at: Archived, ...after });

/** `awarded`: how many attendees hold it. */
export const ConsoleBadgeJson = consoleJsonOf(BadgeFields, { avatar: Picture }, { awarded: Type.Integer() });
export type ConsoleBadgeJson = Static<typeof ConsoleBadgeJson>;

/** `sold`: units bought so far. */
export const ConsoleProductJson = consoleJsonOf(ProductFields, { image: Picture }, { sold: Type.Integer() });
export type ConsoleProductJson = Static<typeof ConsoleProductJson>;

/** `won`: units won so far. */
export const ConsolePrizeJson = consoleJsonOf(
  PrizeFields,
  { probability: Type.Number(), avatar: Picture },
  { won: Type.Integer() },
);
export type ConsolePrizeJson = Static<typeof ConsolePrizeJson>;

export const ConsoleBadgeListReply = Type.Object({ data: Type.Array(ConsoleBadgeJson) });
export const ConsoleBadgeReply = Type.Object({ data: ConsoleBadgeJson });
export const ConsoleProductListReply = Type.Object({ data: Type.Array(ConsoleProductJson) });
export const ConsoleProductReply = Type.Object({ data: ConsoleProductJson });
export const ConsolePrizeListReply = Type.Object({
  data: Type.Array(ConsolePrizeJson),
  /** Σ probability over the prizes on the wheel (not archived); a valid wheel has 1. */
  total_probability: Type.Number(),
});
export type ConsolePrizeListReply = Static<typeof ConsolePrizeListReply>;
export const ConsolePrizeReply = Type.Object({ data: ConsolePrizeJson });

/** A delete removes a row with no history; one with history is archived instead. */
export const RemovalReply = Type.Object({
  outcome: Type.Union([Type.Literal('deleted'), Type.Literal('archived')]),
});
export type RemovalReply = Static<typeof RemovalReply>;

export const AuditQuery = Type.Object(
  {
    /** Entries older than this id (the previous page's `next_before`). */
    before: Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })),
    limit: Type.Optional(Type.String({ pattern: '^\\d{1,3}$' })),
  },
  strict,
);

export const AuditEntryJson = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor_id: Nullable(Type.Integer()),
  actor_email: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entity_id: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntryJson = Static<typeof AuditEntryJson>;

export const AuditListReply = Type.Object({
  data: Type.Array(AuditEntryJson),
  next_before: Nullable(Type.Integer()),
});
export type AuditListReply = Static<typeof AuditListReply>;

/** The absolute link of a picture just set; the row's JSON carries it too. */
export const ImageSetReply = Type.Object({ image: Type.String() });
export type ImageSetReply = Static<typeof ImageSetReply>;

/** Images of badges, items and prizes: the multipart field `image[file]`. */
export const CATALOGUE_KINDS = ['badges', 'products', 'prizes'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];
