// POST /api/auth/sign_up, /sign_in, /passwords and PUT|PATCH /passwords/:token
// (provider-api.md §2). Sign-in, sign-up and the reset request are rate limited per IP and per
// email, and every password hash waits its turn in ctx.hashing; the reset request answers the
// same, and as fast, whether or not the email exists (DESIGN.md §3.2; its mail goes after).
// Stricter than the provider (issue 7): the mailed link's origin comes from configuration only,
// its token is stored hashed, used once, lives SET_PASSWORD_LINK_HOURS (#contract/constants), and
// a reset ends every session signed before it. The same PUT takes an invitation's token (issue
// 23: its own kind, INVITATION_LINK_DAYS), with the same answers.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { createAuthLimits } from '../auth/limits.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { isInvitationExpired } from '../auth/invitations.ts';
import { mailResetLink } from '../auth/reset-mail.ts';
import { resetTokenDigest } from '../auth/reset-tokens.ts';
import * as invitations from './invitation-repo.ts';
import {
  CardCodeParams,
  FreeCardReply,
  PasswordInfoReply,
  PasswordRequestBody,
  PasswordResetBody,
  SignInBody,
  SignInReply,
  SignUpBody,
  SignUpReply,
  TokenParams,
} from '../contract/auth.ts';
import { replies } from '../contract/common.ts';
import * as accounts from './repo.ts';
import { checkConsent, checkPassword, checkSignUp, isResetTokenExpired, readSignUp } from './rules.ts';
import { Refusal, retryAfter } from '../plugins/errors.ts';
import { cardCodeDigits, cardOfCode } from '../cards/routes.ts';
import type { SignInFailure } from '#contract/prerendered';
import {
  FREE_CARD_PATH,
  PASSWORDS_PATH,
  PASSWORD_RESET_PATH,
  SIGN_IN_PATH,
  SIGN_UP_PATH,
} from '#contract/paths';

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * A form of this site: a browser says so in Sec-Fetch-Site (its Origin is "null" under our
 * no-referrer policy); an older one in Origin, when it sends one. No form of another site may sign
 * a visitor in.
 */
function isSameOrigin(headers: FastifyRequest['headers']): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  if (headers.origin === undefined) return true;
  try {
    return new URL(headers.origin).host === headers.host;
  } catch {
    return false;
  }
}

/** The answer to a form sign-in: the token for public/handoff.js, which opens the app with it. */
export function handoffPage(jwt: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <meta name="confetti-handoff" content="${jwt.replace(/[^A-Za-z0-9._-]/g, '')}" />
    <title>Signed in</title>
    <script src="/handoff.js" defer></script>
  </head>
  <body>
    <p>You are signed in. The app opens now; it needs JavaScript.</p>
  </body>
</html>
`;
}

const RESET_INFO =
  'If your email address exists in our database, you will receive a password reset link at your email address.';

/** Seconds a client refused by the full hashing queue is told to wait. */
const HASHING_BUSY_RETRY_S = 1;

export const authRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const limits = createAuthLimits(app, ctx.config);
  /** A hash or verification in turn; a full queue refuses at once with 429. */
  async function hashed<T>(request: FastifyRequest, job: () => Promise<T>, busy: 'sign-in' | 'other') {
    const result = await ctx.hashing.run(request.ip, job);
    if (result !== 'busy') return result;
    throw retryAfter(busy === 'sign-in' ? 'too-many-sign-ins' : 'too-many-requests', HASHING_BUSY_RETRY_S);
  }

  /**
   * The session token for this email and password, or null when they do not match; an unknown
   * email costs a decoy hash, so timing does not tell which. Counts against the sign-in limits.
   */
  async function signIn(request: FastifyRequest, email: string, password: string): Promise<string | null> {
    await limits(request, 'sign-in', email);
    const user = await accounts.findUserByEmail(ctx.db, email);
    const stored = user?.passwordHash ?? (await decoyHash(ctx.config.kdf));
    const isMatch = await hashed(request, () => verifyPassword(password, stored), 'sign-in');
    return user && isMatch ? ctx.tokens.sign(user.id, user.sessionVersion) : null;
  }

  app.post(
    SIGN_UP_PATH,
    { schema: { body: SignUpBody, response: replies({ 200: SignUpReply }) } },
    async (request) => {
      const signUp = readSignUp(request.body.user);
      if (typeof signUp === 'string') throw new Refusal(signUp);
      // The provider's step order: the card's own state wins over field errors.
      const state = await accounts.cardState(ctx.db, signUp.attendeeId);
      if (state === 'unknown') throw new Refusal('login-error');
      if (state === 'registered') throw new Refusal('already-registered');
      const claim = checkSignUp(signUp);
      if (typeof claim === 'string') throw new Refusal(claim);
      const consent = checkConsent(signUp.terms, ctx.config.termsUrl !== null);
      if (consent === 'terms-not-accepted') throw new Refusal(consent);
      await limits(request, 'sign-up', claim.email);
      const passwordHash = await hashed(request, () => hashPassword(claim.password, ctx.config.kdf), 'other');
      const termsAcceptedAt = consent === 'record' ? ctx.now() : null;
      const result = await accounts.claimCard(ctx.db, { ...claim, passwordHash, termsAcceptedAt });
      if (typeof result === 'string') throw new Refusal(result);
      return { jwt: ctx.tokens.sign(result.userId), discord_association_code: result.discordCode };
    },
  );

  // Added (DESIGN.md §3, issue 21): sign-up's card field takes the code printed under the QR. The
  // answer says only whether an unclaimed card has that code, and its id; each guess counts
  // against the IP budget sign-up and sign-in share.
  app.get(
    FREE_CARD_PATH,
    { schema: { params: CardCodeParams, response: replies({ 200: FreeCardReply }) } },
    async (request) => {
      await limits(request, 'card-code', null);
      const card = await cardOfCode(ctx.db, cardCodeDigits(request.params.code), 'free');
      return { id: card.id };
    },
  );

  app.post(
    SIGN_IN_PATH,
    { schema: { body: SignInBody, response: replies({ 200: SignInReply }) } },
    async (request) => {
      const email = str(request.body.email);
      const password = str(request.body.password);
      if (email === undefined || password === undefined) throw new Refusal('bad-request');
      const jwt = await signIn(request, email.trim(), password);
      if (jwt === null) throw new Refusal('login-error');
      return { jwt };
    },
  );

  // Issue 26: the prerendered sign-in form (src/auth/login-screen.tsx) posts itself, form-encoded,
  // when it is sent before the app has run. The same checks as sign_in above; a refusal goes back
  // to the form with its reason (#contract/prerendered), a sign-in answers a page that hands the
  // token to the app (public/handoff.js: the app keeps it in localStorage, DESIGN.md §4). Only a
  // form of this origin may post (a browser's Origin header): no signing a visitor in elsewhere.
  await app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    form.post('/login', async (request, reply) => {
      const back = (reason: SignInFailure) =>
        reply.code(303).header('location', `/login?failed=${reason}`).send();
      if (!isSameOrigin(request.headers)) return back('denied');
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = str(body.email)?.trim();
      const password = str(body.password);
      if (!email || !password) return back('credentials');
      try {
        const jwt = await signIn(request, email, password);
        if (jwt === null) return back('credentials');
        return reply
          .code(200)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(handoffPage(jwt));
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status >= 500) throw error;
        return back('denied');
      }
    });
  });

  app.post(
    PASSWORDS_PATH,
    { schema: { body: PasswordRequestBody, response: replies({ 201: PasswordInfoReply }) } },
    async (request, reply) => {
      const email = str(request.body.user.email);
      await limits(request, 'reset', email);
      // NOTE: answered before the email is even looked up; the lookup, the token and the mail
      // run after (a failed mail is logged), so the answer's timing tells nothing (issue 21).
      if (email !== undefined) {
        const acceptLanguage = request.headers['accept-language'];
        ctx.background.run('reset mail', () => mailResetLink(ctx, email.trim(), acceptLanguage));
      }
      return reply.code(201).send({ data: { attributes: { info: RESET_INFO } } });
    },
  );

  const resetHandler = async (
    request: FastifyRequest<{ Params: { token: string }; Body: { user: Record<string, unknown> } }>,
  ): Promise<PasswordInfoReply> => {
    const password = str(request.body.user.password);
    if (password === undefined) throw new Refusal('bad-request');
    const digest = resetTokenDigest(request.params.token);
    const found = await accounts.findByResetToken(ctx.db, digest);
    const invitation = found ? null : await invitations.findInvitation(ctx.db, digest);
    if (invitation) {
      if (isInvitationExpired(invitation.expiresAt, ctx.now())) {
        await invitations.dropInvitation(ctx.db, invitation.id);
        throw new Refusal('reset-token-expired');
      }
    } else {
      if (!found || !found.sentAt) throw new Refusal('reset-token-unknown');
      if (isResetTokenExpired(found.sentAt, ctx.now())) {
        await accounts.clearResetToken(ctx.db, found.id);
        throw new Refusal('reset-token-expired');
      }
    }
    const refusal = checkPassword(password, str(request.body.user.password_confirmation));
    if (refusal) throw new Refusal(refusal);
    const passwordHash = await hashed(request, () => hashPassword(password, ctx.config.kdf), 'other');
    const userId = invitation
      ? await invitations.acceptInvitation(ctx.db, digest, passwordHash, ctx.now())
      : await accounts.resetPassword(ctx.db, digest, passwordHash);
    if (userId === null) throw new Refusal('reset-token-unknown'); // used, replaced or expired meanwhile
    // A password chosen through "Forgot password" ends the account's invitation link too.
    if (!invitation) await invitations.dropInvitationOf(ctx.db, userId);
    ctx.events.publish({ type: 'sessions-ended', userId });
    return { data: { attributes: { info: 'User password successfully updated.' } } };
  };
  const resetSchema = {
    schema: { params: TokenParams, body: PasswordResetBody, response: replies({ 200: PasswordInfoReply }) },
  };
  app.put(PASSWORD_RESET_PATH, resetSchema, resetHandler);
  app.patch(PASSWORD_RESET_PATH, resetSchema, resetHandler);
};
