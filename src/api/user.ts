// GET /api/user (provider-api.md §2): the signed-in user, not wrapped in `data`. Maps the wire
// object to the view type the screens use; an unknown `type` is an error (seed-spec §8).
import { USER_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import { isUserType } from '#contract/constants';
import type { UserType } from '#contract/constants';
import type { UserReply } from '#contract/users';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { fieldsOf, WireError } from './wire.ts';

export type User = {
  /** Attendee UUID, company id or staff user id, as a string. */
  id: string;
  type: UserType;
  email: string;
  /** Staff admin flag; false for every other type. */
  isAdmin: boolean;
  /** Name to greet with: the attendee's or company's name, else the email. */
  displayName: string;
  nickname: string | null;
};

export class UnknownUserTypeError extends Error {
  constructor(type: unknown) {
    super(`Unknown user type: ${String(type)}`);
    this.name = 'UnknownUserTypeError';
  }
}

export function toUser(body: unknown): User {
  const wire = fieldsOf<UserReply>(body, 'user');
  if (!isUserType(wire.raw.type)) throw new UnknownUserTypeError(wire.raw.type);
  const id = wire.raw.id;
  if (typeof id !== 'string' && typeof id !== 'number') throw new WireError('user.id');
  const email = wire.string('email');
  return {
    id: String(id),
    type: wire.raw.type,
    email,
    isAdmin: wire.raw.type === 'staff' && wire.raw.is_admin === true,
    displayName: wire.optionalString('name') ?? email,
    nickname: wire.optionalString('nickname'),
  };
}

/** The current user, cache first then network, for the session keyed by `userKey`. */
export function readCurrentUser(userKey: string): AsyncGenerator<Reading<User>, void, void> {
  return get(apiPath(USER_PATH), toUser, { userKey });
}
