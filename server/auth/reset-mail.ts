// The per-email half of POST /api/auth/passwords (provider-api.md §2): look the email up and, for
// an account, store a fresh reset token and mail its link. The route runs it after answering
// (server/plugins/background.ts), so a known email and an unknown one take the same time (issue 21).
import { SET_PASSWORD_LINK_HOURS } from '#contract/constants';
import type { AppContext } from '../plugins/app-context.ts';
import * as accounts from '../accounts/repo.ts';
import { appOrigin } from '../cards/rules.ts';
import { durationText, localeFor, wordsIn } from '../i18n/messages.ts';
import { newResetToken } from './reset-tokens.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'mailer' | 'now' | 'identity'>;

/**
 * Mails a reset link to `email` when it has an account; does nothing otherwise. In the account's
 * language, else the one of the request's Accept-Language (`acceptLanguage`) we speak (issue 24).
 */
export async function mailResetLink(ctx: Deps, email: string, acceptLanguage?: string): Promise<void> {
  const user = await accounts.findUserByEmail(ctx.db, email);
  if (!user) return;
  const { token, digest } = newResetToken();
  await accounts.setResetToken(ctx.db, user.id, digest, ctx.now());
  // NOTE: never from Host or X-Forwarded-Host: a forged header would mail the victim a link to
  // the attacker's site carrying a valid token.
  const link = `${appOrigin(ctx.config)}/reset?token=${token}`;
  // The event's name as the console set it (issue 23), as sender and in the subject.
  const { name } = await ctx.identity.current();
  const words = await wordsIn(localeFor(user.locale, acceptLanguage));
  const subject = words('mail.reset.subject', { event: `${name} ${ctx.config.eventYear}` });
  const text = words('mail.reset.text', { validity: durationText(words, SET_PASSWORD_LINK_HOURS), link });
  await ctx.mailer.send({ to: email, subject, text, fromName: name });
}
