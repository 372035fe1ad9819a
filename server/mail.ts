// Outgoing mail. With SMTP_URL it goes out over SMTP (nodemailer); in the embedded default each
// message is written to DATA_DIR/mail/ as an .eml file and logged, so a demo needs no mail server.
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };
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
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
      },
    };
  }
  const dir = path.join(opts.dataDir, 'mail');
  return {
    async send(message) {
      await fs.promises.mkdir(dir, { recursive: true });
      const safeTo = message.to.replace(/[^\w.@+-]/g, '_');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      const eml = `From: ${opts.from}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
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
