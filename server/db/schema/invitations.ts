// Invitations (issue 23): the set-password link an invited staff member's or sponsor's account
// opens with. Its own kind of token, apart from password resets (users.reset_password_token,
// provider-api.md §1): it lives INVITATION_LINK_DAYS, not SET_PASSWORD_LINK_HOURS. One per user:
// a new link replaces the row (the older link stops working); using it deletes the row.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps, utcDatetime, bigId } from './columns.ts';

export const invitations = pgTable('invitations', {
  id: bigId(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 (hex) of the link's token, never the token itself. */
  tokenDigest: text('token_digest').notNull().unique(),
  /** When this link was made (the server's clock); the console and the mail show expires_at. */
  issuedAt: utcDatetime('issued_at').notNull(),
  expiresAt: utcDatetime('expires_at').notNull(),
  ...timestamps,
});
