// Wire shapes of the spotlights (provider-api.md §3 "Spotlights", §5): the current spotlight, the
// admin list, the start answer, and the payload the `spotlight` channel pushes. The body of a
// start is read by spotlights/rules.ts (no schema: the provider takes a bodiless POST).
import { Type, type Static } from 'typebox';

export const CompanyIdParams = Type.Object({ company_id: Type.String() });
/**
 * The optional body of a start, `{"duration": <minutes>}`: read by the handler (spotlights/rules.ts
 * readDuration), which also takes a string of an integer, as Ecto casts.
 */
export type SpotlightBody = { duration?: number };

/**
 * The running spotlight: `id` is the company id (DESIGN.md §3.1: the broadcast carries the same
 * shape as the join push), `end` the expiry as "2024-02-06T10:20:00Z".
 */
export const SpotlightJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  badge_id: Type.Integer(),
  end: Type.String(),
});
export type SpotlightJson = Static<typeof SpotlightJson>;

export const SpotlightReply = Type.Object({ data: SpotlightJson });
export type SpotlightReply = Static<typeof SpotlightReply>;

/** A company in the admin list; `end` only on the company of the spotlight row, even expired. */
export const SpotlightCompanyJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  remaining: Type.Integer(),
  end: Type.Optional(Type.String()),
});
export type SpotlightCompanyJson = Static<typeof SpotlightCompanyJson>;

export const SpotlightListReply = Type.Object({ data: Type.Array(SpotlightCompanyJson) });
export type SpotlightListReply = Static<typeof SpotlightListReply>;

export const SpotlightStartedReply = Type.Object({ spotlight: Type.String() });
export type SpotlightStartedReply = Static<typeof SpotlightStartedReply>;

export const SPOTLIGHT_STARTED = { spotlight: 'Spotlight created successfully' } as const;
