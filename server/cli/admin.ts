// `npm run admin -- <command>`: print attendee cards and invite staff. Results go to stdout (one
// per line, for scripts), messages to stderr. PGlite must never be opened by two processes
// (DESIGN.md §2), so when a live server holds DATA_DIR the command is sent to it over HTTP with
// the admin secret; otherwise (or on PostgreSQL) the database is opened directly.
import { hoursText, INVITATION_LINK_DAYS } from '#contract/constants';
import { inviteStaff, issueCards, listFreeCards } from '../admin/commands.ts';
import { expiryText, mailInvitationNow } from '../auth/invitation-mail.ts';
import { parseConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { runCommand } from './run.ts';
import { createMailer } from '../auth/mail.ts';
import { parseCommand, USAGE, type Command } from './admin-args.ts';
import { callServer, findRunningServer } from './server-link.ts';
import { ADMIN_CARDS_PATH, ADMIN_STAFF_PATH } from '#contract/paths';
import type { CardsCreateBody, StaffInviteBody } from '#contract/people-admin';

/** Lines for stdout and stderr, and the exit code. */
type Outcome = { out: string[]; err: string[]; code: number };

const cardsOutcome = (result: { cards: string[]; sheet: string }): Outcome => ({
  out: result.cards,
  err: [`Created ${result.cards.length} unregistered card(s). Printable QR sheet (A4): ${result.sheet}`],
  code: 0,
});

type Invited = { email: string; link: string; expiresAt: Date; mailed: boolean };

/** The link goes to stdout; its validity (as the server honours it) and the mail to stderr. */
const staffOutcome = (config: Config, result: Invited, isAdmin: boolean): Outcome => ({
  out: [result.link],
  err: [
    `Staff account ${result.email}${isAdmin ? ' (admin)' : ''} created.`,
    result.mailed
      ? `The link below was mailed to ${result.email} (SMTP_URL).`
      : 'No mail was sent (SMTP_URL is not set): send them the link below yourself.',
    `It sets a password once and is valid ${hoursText(INVITATION_LINK_DAYS * 24)}, until ${expiryText(result.expiresAt, config.eventTimeZone)}.`,
    'For a new link: "New link" beside them in the console\'s People section.',
  ],
  code: 0,
});

const stderrLog = { info: (_obj: object, msg: string) => void process.stderr.write(`${msg}\n`) };

const refusal = (message: string, code = 1): Outcome => ({ out: [], err: [message], code });

async function runDirect(config: Config, command: Command): Promise<Outcome> {
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const deps = { db: database.db, config, now: new Date() };
    if (command.kind === 'cards') return cardsOutcome(await issueCards(deps, command.count));
    if (command.kind === 'cards-list') return { out: await listFreeCards(deps), err: [], code: 0 };
    const result = await inviteStaff(deps, { email: command.email, isAdmin: command.isAdmin });
    if (result === 'invalid-email') return refusal(`Not a valid email address: ${command.email}`, 2);
    if (result === 'email-taken') return refusal(`An account with ${command.email} already exists.`);
    const mailer = config.smtpUrl ? createMailer({ ...config, from: config.mailFrom, log: stderrLog }) : null;
    const role = { kind: 'staff', isAdmin: command.isAdmin } as const;
    const mailed = await mailInvitationNow(config, mailer, { ...result, role });
    return staffOutcome(config, { ...result, mailed }, command.isAdmin);
  } finally {
    await database.close();
  }
}

async function runViaServer(config: Config, port: number, command: Command): Promise<Outcome> {
  const call = (method: 'GET' | 'POST', path: string, body?: object) =>
    callServer(config, port, method, path, body);
  const res =
    command.kind === 'cards'
      ? await call('POST', ADMIN_CARDS_PATH, { count: command.count } satisfies CardsCreateBody)
      : command.kind === 'cards-list'
        ? await call('GET', ADMIN_CARDS_PATH)
        : await call('POST', ADMIN_STAFF_PATH, {
            email: command.email,
            is_admin: command.isAdmin,
          } satisfies StaffInviteBody);
  if (res.status === 400) return refusal(`The server refused the request: ${JSON.stringify(res.body)}`, 2);
  if (res.status === 422)
    return refusal(`An account with that email already exists: ${JSON.stringify(res.body)}`);
  if (res.status < 200 || res.status > 299)
    return refusal(`The server answered ${res.status}: ${JSON.stringify(res.body)}`);
  if (command.kind === 'cards') return cardsOutcome(res.body as { cards: string[]; sheet: string });
  if (command.kind === 'cards-list')
    return { out: (res.body as { cards: string[] }).cards, err: [], code: 0 };
  const invited = res.body as { email: string; link: string; expires_at: string; mailed: boolean };
  return staffOutcome(config, { ...invited, expiresAt: new Date(invited.expires_at) }, command.isAdmin);
}

async function main(): Promise<number> {
  const command = parseCommand(process.argv.slice(2));
  if (!command) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = parseConfig(process.env);
  // PostgreSQL takes many clients; only PGlite's single-process directory needs the detour.
  const server = config.databaseUrl
    ? null
    : await findRunningServer(config.dataDir, (pid) =>
        process.stderr.write(`Process ${pid} holds ${config.dataDir}; waiting for it to finish starting…\n`),
      );
  if (server) {
    process.stderr.write(`Sending the command to the server (pid ${server.pid}) on port ${server.port}.\n`);
  }
  const outcome = server
    ? await runViaServer(config, server.port, command)
    : await runDirect(config, command);
  if (outcome.err.length > 0) process.stderr.write(`${outcome.err.join('\n')}\n`);
  if (outcome.out.length > 0) process.stdout.write(`${outcome.out.join('\n')}\n`);
  return outcome.code;
}

runCommand(main);
