// Wire shapes of the console's badge codes (issue 23): the codes attendees type in "Got a code?"
// (POST /api/referrals, provider-api.md §3), each giving a badge once per attendee, with an
// optional use limit and expiry, and the attendees who used it. Times are RFC 3339.
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';
import { Instant } from './catalogue-admin.ts';

const strict = { additionalProperties: false } as const;
const Label = Type.String({ maxLength: 120 });
const UseLimit = Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 }));

export const CodeCreateBody = Type.Object(
  {
    badge_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    label: Type.Optional(Label),
    /** How many attendees may use it; null or absent: no limit. */
    use_limit: Type.Optional(UseLimit),
    /** When it stops working; null or absent: never (the badge's gifting window still holds). */
    expires_at: Type.Optional(Nullable(Instant)),
  },
  strict,
);
export type CodeCreateBody = Static<typeof CodeCreateBody>;

export const CodeEditBody = Type.Object(
  {
    label: Type.Optional(Label),
    use_limit: Type.Optional(UseLimit),
    expires_at: Type.Optional(Nullable(Instant)),
    /** True stops the code at once; false lets it work again. */
    disabled: Type.Optional(Type.Boolean()),
  },
  { ...strict, minProperties: 1 },
);
export type CodeEditBody = Static<typeof CodeEditBody>;

export const ConsoleCodeJson = Type.Object({
  /** What the attendee types. */
  id: Type.String(),
  badge_id: Type.Integer(),
  badge_name: Type.String(),
  label: Type.String(),
  use_limit: Nullable(Type.Integer()),
  expires_at: Nullable(Type.String()),
  disabled_at: Nullable(Type.String()),
  inserted_at: Type.String(),
  /** Attendees who used it. */
  uses: Type.Integer(),
});
export type ConsoleCodeJson = Static<typeof ConsoleCodeJson>;

export const ConsoleCodeListReply = Type.Object({ data: Type.Array(ConsoleCodeJson) });
export const ConsoleCodeReply = Type.Object({ data: ConsoleCodeJson });

export const CodeUseJson = Type.Object({
  attendee_id: Type.String(),
  nickname: Nullable(Type.String()),
  at: Type.String(),
});
export type CodeUseJson = Static<typeof CodeUseJson>;
export const CodeUsesReply = Type.Object({ data: Type.Array(CodeUseJson) });
