// Schemas shared by several resources: path and query params, the nullable helper, the error body
// every route may answer, and `replies`, which gives a route its success shapes plus that error.
import { Type, type Static, type TSchema } from 'typebox';

/** Path ids arrive as strings; handlers parse them so a malformed one answers the provider's 400. */
export const IdParams = Type.Object({ id: Type.String() });
export const AttendeeQuery = Type.Object({
  id: Type.Optional(Type.String()),
  username: Type.Optional(Type.String()),
  /** Added (DESIGN.md §3, issue 21): the short code printed on the card, `07FE-0767`. */
  code: Type.Optional(Type.String()),
});

/** A JSON value or `null` (provider-api.md: unset uploads and names are `null`, never absent). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const Detail = Type.Object({ detail: Type.String() });

/**
 * The refusal bodies of provider-api.md ("General conventions" and §3), capitalised keys
 * included. The exact texts live in the refusal tables (plugins/errors.ts and the resources').
 */
export const ErrorBody = Type.Union([
  Type.Object({ error: Type.String() }),
  Type.Object({
    errors: Type.Union([
      Detail,
      Type.Array(Detail),
      /** A changeset: `{"errors":{"<field>":["msg", ...]}}`. */
      Type.Record(Type.String(), Type.Array(Type.String())),
    ]),
  }),
  Type.Object({ Error: Type.String() }),
  Type.Object({ Redeemable: Type.String() }),
  Type.Object({ User: Type.String() }),
  Type.Object({ referral: Type.String() }),
]);
export type ErrorBody = Static<typeof ErrorBody>;

/**
 * NOTE: serialised as any object, so fast-json-stringify never drops a key of a refusal body (it
 * drops every property a schema does not name); ErrorBody only types it.
 */
export const ErrorReply = Type.Unsafe<ErrorBody>({ type: 'object', additionalProperties: true });

/** Files (avatars, CVs, the venue plan) are streamed as they are: Fastify never serialises them. */
export const FileReply = Type.Unsafe<Uint8Array | AsyncIterable<Uint8Array>>({
  description: 'a file (bytes or a stream), not JSON',
});

/** 204 and 304: no body at all. */
export const NoBody = Type.Unsafe<never>({ description: 'no body' });

/** A route's response schemas: its own answers per status, and the shared error body. */
export const replies = <T extends Record<number, TSchema>>(answers: T) =>
  ({ ...answers, '4xx': ErrorReply, '5xx': ErrorReply }) as const;

/**
 * A client's exact type for keys `K` of a body schema `T` that is looser than what clients send
 * (the provider's bodies are judged by the handlers, not the schema): renaming a key in the schema
 * fails tsc where the client writes it.
 */
export type Sent<T, K extends keyof T, V> = { [P in K]-?: V };
