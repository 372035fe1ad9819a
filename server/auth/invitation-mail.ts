// The invitation mail (issue 23): with SMTP_URL set, an invited staff member or sponsor gets their
// set-password link by mail, from MAIL_FROM, as well as the organiser seeing it in the console or
// the CLI. Without SMTP_URL nothing is sent: the organiser passes the link on.
import { INVITATION_LINK_DAYS, type Locale } from '#contract/constants';
import type { AppContext } from '../plugins/app-context.ts';
import type { Config } from '../config.ts';
import { durationText, wordsIn, type Words } from '../i18n/messages.ts';
import type { Mailer, MailMessage } from './mail.ts';

export type InvitationMail = {
  email: string;
  link: string;
  expiresAt: Date;
  /** What the account is for: staff, or the named sponsor's booth. */
  role: { kind: 'staff'; isAdmin: boolean } | { kind: 'sponsor'; company: string };
  /** The mail's language: the inviting organiser's (issue 24); English when absent. */
  locale?: Locale;
};

type MailConfig = Pick<Config, 'eventName' | 'eventYear' | 'eventTimeZone' | 'smtpUrl'>;

/**
 * "Sunday 29 November 2026, 12:00 (Europe/Lisbon)", "domingo, 29 de novembro de 2026, 12:00
 * (Europe/Lisbon)": the event's own clock, named, in `locale`. Built from parts so the text is the
 * same whatever ICU data the Node build carries.
 */
export function expiryText(expiresAt: Date, timeZone: string, locale: Locale = 'en'): string {
  const parts = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(expiresAt);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date =
    locale === 'en'
      ? `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`
      : `${part('weekday')}, ${part('day')} de ${part('month')} de ${part('year')}`;
  return `${date}, ${part('hour')}:${part('minute')} (${timeZone})`;
}

/** `words`: the server's words in the mail's language; `eventName`: the name the console set (issue 23), EVENT_NAME when absent. */
export function invitationMessage(
  config: MailConfig,
  invite: InvitationMail,
  words: Words,
  eventName?: string,
): MailMessage {
  const event = `${eventName ?? config.eventName} ${config.eventYear}`;
  const { role } = invite;
  const text = words('mail.invitation.text', {
    role: role.kind === 'sponsor' ? 'sponsor' : role.isAdmin ? 'admin' : 'staff',
    company: role.kind === 'sponsor' ? role.company : '',
    event,
    validity: durationText(words, INVITATION_LINK_DAYS * 24),
    expiry: expiryText(invite.expiresAt, config.eventTimeZone, invite.locale),
    link: invite.link,
    email: invite.email,
  });
  const subject = words('mail.invitation.subject', { event });
  return { to: invite.email, subject, text, fromName: eventName ?? config.eventName };
}

/**
 * Mails the invitation when SMTP_URL is set: after the answer, a failure logged (server/
 * background.ts). True when a mail is on its way, false when the organiser must pass the link on.
 */
export function mailInvitation(
  ctx: Pick<AppContext, 'config' | 'mailer' | 'background' | 'identity'>,
  invite: InvitationMail,
) {
  if (!ctx.config.smtpUrl) return false;
  ctx.background.run('invitation mail', async () => {
    const { name } = await ctx.identity.current();
    const words = await wordsIn(invite.locale ?? 'en');
    await ctx.mailer.send(invitationMessage(ctx.config, invite, words, name));
  });
  return true;
}

/** The CLI's direct mode (no server): mails and waits; true when sent. */
export async function mailInvitationNow(
  config: MailConfig,
  mailer: Mailer | null,
  invite: InvitationMail,
): Promise<boolean> {
  if (!config.smtpUrl || !mailer) return false;
  await mailer.send(invitationMessage(config, invite, await wordsIn(invite.locale ?? 'en')));
  return true;
}
