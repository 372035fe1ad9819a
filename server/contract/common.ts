// Schemas shared by several resources.
import { Type } from 'typebox';

/** Path ids arrive as strings; handlers parse them so a malformed one answers the provider's 400. */
export const IdParams = Type.Object({ id: Type.String() });
export const AttendeeQuery = Type.Object({
  id: Type.Optional(Type.String()),
  username: Type.Optional(Type.String()),
});
