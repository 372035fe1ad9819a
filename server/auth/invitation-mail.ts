// The invitation mail (issue 23): with SMTP_URL set, an invited staff member or sponsor gets their
// set-password link by mail, from MAIL_FROM, as well as the organiser seeing it in the console or
// the CLI. Without SMTP_URL nothing is sent: the organiser passes the link on.
import { hoursText, INVITATION_LINK_DAYS } from '#contract/constants';
import type { AppContext } from '../plugins/app-context.ts';
import type { Config } from '../config.ts';
import type { Mailer, MailMessage } from './mail.ts';

export type InvitationMail = {
  email: string;
  link: string;
  expiresAt: Date;
  /** What the account is for: staff, or the named sponsor's booth. */
  role: { kind: 'staff'; isAdmin: boolean } | { kind: 'sponsor'; company: string };
};

type MailConfig = Pick<Config, 'eventName' | 'eventYear' | 'eventTimeZone' | 'smtpUrl'>;

/**
 * "Sunday 29 November 2026, 12:00 (Europe/Lisbon)": the event's own clock, named. Built from parts
 * so the text is the same whatever ICU data the Node build carries.
 */
export function expiryText(expiresAt: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
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
  const date = `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
  return `${date}, ${part('hour')}:${part('minute')} (${timeZone})`;
}

/** `eventName`: the name the console set (issue 23); EVENT_NAME when absent. */
export function invitationMessage(
  config: MailConfig,
  invite: InvitationMail,
  eventName?: string,
): MailMessage {
  const name = eventName ?? config.eventName;
  const event = `${name} ${config.eventYear}`;
  const what =
    invite.role.kind === 'sponsor'
      ? `scan visitors at ${invite.role.company}'s booth`
      : invite.role.isAdmin
        ? 'run the event as an organiser'
        : 'help run the event as staff';
  const text =
    `You are invited to ${what} at ${event}.\n\n` +
    `Choose your password here (valid ${hoursText(INVITATION_LINK_DAYS * 24)}, until ` +
    `${expiryText(invite.expiresAt, config.eventTimeZone)}, once):\n${invite.link}\n\n` +
    `Then sign in with ${invite.email}. If the link has expired, ask the organisers for a new one.`;
  return { to: invite.email, subject: `[${event}] You are invited`, text, fromName: name };
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
    await ctx.mailer.send(invitationMessage(ctx.config, invite, name));
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
  await mailer.send(invitationMessage(config, invite));
  return true;
}
