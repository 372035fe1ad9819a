// POST /api/auth/sign_up, /sign_in, /passwords and PUT|PATCH /passwords/:token
// (provider-api.md §2). Sign-in is rate limited per IP and per email; the reset request answers
// the same whether or not the email exists (DESIGN.md §3.2).
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import {
  PasswordRequestBody,
  PasswordResetBody,
  SignInBody,
  SignUpBody,
  TokenParams,
} from '../contract/auth.ts';
import * as accounts from '../db/repo/accounts.ts';
import {
  checkPassword,
  checkSignUp,
  isResetTokenExpired,
  normaliseEmail,
  readSignUp,
} from '../domain/accounts.ts';
import { Refusal } from '../plugins/errors.ts';

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const RESET_INFO =
  'If your email address exists in our database, you will receive a password reset link at your email address.';

export function publicOrigin(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

export const authRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const limit = (keyGenerator: (r: FastifyRequest) => string) =>
    app.rateLimit({
      max: ctx.config.signInLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator,
      errorResponseBuilder: (_req, context) => ({
        statusCode: 429,
        message: `Too many sign-in attempts. Try again in ${context.after}.`,
      }),
    });

  app.post('/api/auth/sign_up', { schema: { body: SignUpBody } }, async (request) => {
    const signUp = readSignUp(request.body.user);
    if (typeof signUp === 'string') throw new Refusal(signUp);
    // The provider's step order: the card's own state wins over field errors.
    const state = await accounts.cardState(ctx.db, signUp.attendeeId);
    if (state === 'unknown') throw new Refusal('login-error');
    if (state === 'registered') throw new Refusal('already-registered');
    const claim = checkSignUp(signUp);
    if (typeof claim === 'string') throw new Refusal(claim);
    const passwordHash = await hashPassword(claim.password, ctx.config.kdf);
    const result = await accounts.claimCard(ctx.db, { ...claim, passwordHash });
    if (typeof result === 'string') throw new Refusal(result);
    return { jwt: ctx.tokens.sign(result.userId), discord_association_code: result.discordCode };
  });

  app.post(
    '/api/auth/sign_in',
    {
      schema: { body: SignInBody },
      preHandler: [
        limit((r) => `ip:${r.ip}`),
        limit((r) => `email:${normaliseEmail(str((r.body as { email?: unknown })?.email) ?? '')}`),
      ],
    },
    async (request) => {
      const email = str(request.body.email);
      const password = str(request.body.password);
      if (email === undefined || password === undefined) throw new Refusal('bad-request');
      const user = await accounts.findUserByEmail(ctx.db, email.trim());
      const isMatch = await verifyPassword(password, user?.passwordHash ?? (await decoyHash(ctx.config.kdf)));
      if (!user || !isMatch) throw new Refusal('login-error');
      return { jwt: ctx.tokens.sign(user.id) };
    },
  );

  app.post('/api/auth/passwords', { schema: { body: PasswordRequestBody } }, async (request, reply) => {
    const email = str(request.body.user.email);
    if (email !== undefined) {
      const user = await accounts.findUserByEmail(ctx.db, email.trim());
      if (user) {
        const token = randomBytes(36).toString('base64url');
        await accounts.setResetToken(ctx.db, user.id, token, ctx.now());
        const link = `${publicOrigin(ctx, request)}/reset?token=${token}`;
        const subject = `[${ctx.config.eventName} ${ctx.config.eventYear}] Reset your password`;
        const text = `Someone asked to reset the password of this account.\n\nSet a new one here (valid 10 days):\n${link}\n\nIf it was not you, ignore this message.`;
        // NOTE: sent after replying would hide timing, but a lost mail must be logged, not swallowed.
        await ctx.mailer.send({ to: email.trim(), subject, text }).catch((err: unknown) => {
          request.log.error({ err }, 'reset mail failed');
        });
      }
    }
    return reply.code(201).send({ data: { attributes: { info: RESET_INFO } } });
  });

  const resetHandler = async (
    request: FastifyRequest<{ Params: { token: string }; Body: { user: Record<string, unknown> } }>,
  ) => {
    const password = str(request.body.user.password);
    if (password === undefined) throw new Refusal('bad-request');
    const found = await accounts.findByResetToken(ctx.db, request.params.token);
    if (!found || !found.sentAt) throw new Refusal('reset-token-unknown');
    if (isResetTokenExpired(found.sentAt, ctx.now())) {
      await accounts.clearResetToken(ctx.db, found.id);
      throw new Refusal('reset-token-expired');
    }
    const refusal = checkPassword(password, str(request.body.user.password_confirmation));
    if (refusal) throw new Refusal(refusal);
    await accounts.setPassword(ctx.db, found.id, await hashPassword(password, ctx.config.kdf));
    return { data: { attributes: { info: 'Password reset successfully' } } };
  };
  const resetSchema = { schema: { params: TokenParams, body: PasswordResetBody } };
  app.put('/api/auth/passwords/:token', resetSchema, resetHandler);
  app.patch('/api/auth/passwords/:token', resetSchema, resetHandler);
};
