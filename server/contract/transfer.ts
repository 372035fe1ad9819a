// Wire shapes of the console's import and export (issue 13). The configuration document is what an
// organiser sets up — courses, badges, store items, wheel prizes, the slots' paytable, the wheel's
// spin price and the badge codes (issue 23), sponsor companies, the venue plan and its booths — and
// never people or history (attendees, accounts,
// awards, buys, spins). It is self-contained: pictures travel inside it as base64 with their
// content type, so it imports on a server that never saw the first one. Ids are kept, so links
// between rows (a company's badge, a booth's company) read the same on both sides.
// NOTE: `format` and `version` name the document; a reader of version 1 refuses any other.
import { Type, type Static } from 'typebox';
import { SPONSORSHIPS } from './constants.ts';
import { Nullable } from './common.ts';
import { BadgeFields, Instant, PrizeFields, ProductFields } from './catalogue-admin.ts';

export const CONFIG_FORMAT = 'confetti-config';
export const CONFIG_VERSION = 1;

/** The largest document the import reads: every picture at its limit, and room to spare. */
export const CONFIG_IMPORT_MAX_BYTES = 64 * 1024 * 1024;
/** A venue plan larger than this is refused on import. */
export const PLAN_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 of the largest catalogue picture (512 KiB) or plan, rounded up; bytes are checked once decoded. */
const PICTURE_BASE64_MAX = 700_000;
const PLAN_BASE64_MAX = 2_800_000;
const LIST_MAX = 10_000;

const strict = { additionalProperties: false } as const;
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Base64 = (maxLength: number) => Type.String({ maxLength, pattern: '^[A-Za-z0-9+/]*={0,2}$' });

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'] as const;

/** A picture as its bytes (what the server stored), or a link to one elsewhere, or none. */
export const ConfigPicture = Nullable(
  Type.Union([
    Type.Object(
      {
        content_type: Type.Enum(IMAGE_TYPES),
        data: Base64(PICTURE_BASE64_MAX),
      },
      strict,
    ),
    Type.Object({ url: Type.String({ maxLength: 2000, pattern: '^https?://[^\\s]+$' }) }, strict),
  ]),
);
export type ConfigPicture = Static<typeof ConfigPicture>;

const listOf = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Array(item, { maxItems: LIST_MAX });

const Archived = { archived_at: Nullable(Instant) };

export const ConfigBadge = Type.Object(
  { id: Id, ...BadgeFields, ...Archived, picture: ConfigPicture },
  strict,
);
export const ConfigProduct = Type.Object(
  { id: Id, ...ProductFields, ...Archived, picture: ConfigPicture },
  strict,
);
export const ConfigPrize = Type.Object(
  {
    id: Id,
    ...PrizeFields,
    /** Issue 23; a document without it marks the prize named "Nothing", as migration 0011 did. */
    is_nothing: Type.Optional(PrizeFields.is_nothing),
    probability: Type.Number({ minimum: 0, maximum: 1 }),
    ...Archived,
    picture: ConfigPicture,
  },
  strict,
);
export const ConfigCourse = Type.Object(
  { id: Id, name: Type.String({ minLength: 1, maxLength: 200 }) },
  strict,
);
export const ConfigPayout = Type.Object(
  {
    id: Id,
    probability: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
    multiplier: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
  },
  strict,
);
export const ConfigCompany = Type.Object(
  {
    id: Id,
    name: Type.String({ minLength: 1, maxLength: 120 }),
    sponsorship: Type.Enum(SPONSORSHIPS),
    /** The company's realtime channel name (provider-api.md §1), unique. */
    channel_id: Type.String({ minLength: 1, maxLength: 120 }),
    /** Its booth badge: a badge of this document. */
    badge_id: Id,
    has_cv_access: Type.Boolean(),
    remaining_spotlights: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  },
  strict,
);
export const ConfigBooth = Type.Object(
  {
    company_id: Id,
    x: Type.Number({ minimum: -1e9, maximum: 1e9 }),
    y: Type.Number({ minimum: -1e9, maximum: 1e9 }),
    label: Nullable(Type.String({ maxLength: 40 })),
  },
  strict,
);
/** A badge code (issue 23): its text (`id`) and settings, never who used it. */
export const ConfigCode = Type.Object(
  {
    id: Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    }),
    /** A badge of this document. */
    badge_id: Id,
    label: Type.String({ maxLength: 120 }),
    use_limit: Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    expires_at: Nullable(Instant),
    disabled_at: Nullable(Instant),
  },
  strict,
);
export type ConfigCode = Static<typeof ConfigCode>;
/** The games' settings (issue 23); absent in a document from before them: the server's stay. */
export const ConfigGames = Type.Object(
  { spin_price: Type.Integer({ minimum: 1, maximum: 100_000 }) },
  strict,
);

export const ConfigVenue = Type.Object(
  {
    /** The floor plan SVG in use when exported. */
    plan: Type.Object({ content_type: Type.Literal('image/svg+xml'), data: Base64(PLAN_BASE64_MAX) }, strict),
    booths: listOf(ConfigBooth),
  },
  strict,
);

export const ConfigDocument = Type.Object(
  {
    format: Type.Literal(CONFIG_FORMAT),
    version: Type.Literal(CONFIG_VERSION),
    exported_at: Instant,
    courses: listOf(ConfigCourse),
    badges: listOf(ConfigBadge),
    products: listOf(ConfigProduct),
    prizes: listOf(ConfigPrize),
    payouts: listOf(ConfigPayout),
    /** Issue 23; optional, so a version 1 document written before it still imports. */
    games: Type.Optional(ConfigGames),
    codes: Type.Optional(listOf(ConfigCode)),
    companies: listOf(ConfigCompany),
    venue: ConfigVenue,
  },
  strict,
);
export type ConfigDocument = Static<typeof ConfigDocument>;
export type ConfigBadge = Static<typeof ConfigBadge>;
export type ConfigProduct = Static<typeof ConfigProduct>;
export type ConfigPrize = Static<typeof ConfigPrize>;
export type ConfigCompany = Static<typeof ConfigCompany>;
export type ConfigBooth = Static<typeof ConfigBooth>;

/** How many rows of each kind an import created. */
export const ImportReply = Type.Object({
  imported: Type.Object({
    courses: Type.Integer(),
    badges: Type.Integer(),
    products: Type.Integer(),
    prizes: Type.Integer(),
    payouts: Type.Integer(),
    companies: Type.Integer(),
    booths: Type.Integer(),
    pictures: Type.Integer(),
  }),
});
export type ImportReply = Static<typeof ImportReply>;
export type ImportCounts = ImportReply['imported'];

/** The streamed CSV exports: GET <console>/export/<kind>. */
export const CSV_EXPORTS = ['attendees', 'visitors', 'awards', 'leads'] as const;
export type CsvExport = (typeof CSV_EXPORTS)[number];
