// Wire shapes of the admin endpoints (ours, not the provider's): what `npm run admin` sends to a
// running server and reads back (server/admin/command-routes.ts).
import { Type, type Static } from 'typebox';

/** New pre-created attendee ids, and where the printable sheet of their QR cards was written. */
export const IssuedCardsReply = Type.Object({ cards: Type.Array(Type.String()), sheet: Type.String() });
export type IssuedCardsReply = Static<typeof IssuedCardsReply>;

/** Cards not yet claimed by a sign-up. */
export const FreeCardsReply = Type.Object({ cards: Type.Array(Type.String()) });

/**
 * The invited address and its set-password link; `expires_at` (added, issue 23) its end, and
 * `mailed` whether the server mails it too (SMTP_URL set).
 */
export const StaffInvitationReply = Type.Object({
  email: Type.String(),
  link: Type.String(),
  expires_at: Type.String(),
  mailed: Type.Boolean(),
});
