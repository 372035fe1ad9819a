// Outgoing mail. With SMTP_URL it goes out over SMTP (nodemailer); in the embedded default each
// message is written to DATA_DIR/mail/ as an .eml file and logged, so a demo needs no mail server.
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** `fromName`: the sender's name shown for MAIL_FROM's address (the event's name, issue 23). */
export type MailMessage = { to: string; subject: string; text: string; fromName?: string };

/** MAIL_FROM with the event's name as the sender's: `"Name" <address>`. */
export function senderOf(mailFrom: string, fromName: string | undefined): string {
  if (fromName === undefined) return mailFrom;
  const address = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `"${fromName.replace(/["\\\r\n]/g, '')}" <${address}>`;
}
export type Mailer = { send: (message: MailMessage) => Promise<void> };

type Log = { info: (obj: object, msg: string) => void };

export function createMailer(opts: {
  smtpUrl: string | null;
  dataDir: string;
  from: string;
  log: Log;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send({ fromName, ...message }) {
        await transport.sendMail({ from: senderOf(opts.from, fromName), ...message });
      },
    };
  }
  const dir = path.join(opts.dataDir, 'mail');
  return {
    async send(message) {
      await fs.promises.mkdir(dir, { recursive: true });
      const safeTo = message.to.replace(/[^\w.@+-]/g, '_');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      const eml = `From: ${senderOf(opts.from, message.fromName)}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
      await fs.promises.writeFile(file, eml);
      opts.log.info({ to: message.to, file }, `mail written: ${message.subject}`);
    },
  };
}

/** A mailer that keeps messages in memory, for tests. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
