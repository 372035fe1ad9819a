// The admin commands, implemented once: POST /api/admin/* (a running server) and the CLI's
// direct mode (server/cli/admin.ts, no server on DATA_DIR) both call these. Cards get a printable
// QR sheet in DATA_DIR/cards/; staff get a set-password link instead of a password.
import { randomBytes } from 'node:crypto';
import { newResetToken } from './auth/reset-tokens.ts';
import fs from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import * as repo from './db/repo/admin.ts';
import { isValidEmail, normaliseEmail } from './domain/accounts.ts';
import { appOrigin, cardUrl, renderCardSheet, sheetFileName, staffSetPasswordLink } from './domain/cards.ts';

export type AdminDeps = { db: Db; config: Config; now: Date };

export type IssuedCards = { cards: string[]; sheet: string };

export async function issueCards(deps: AdminDeps, count: number): Promise<IssuedCards> {
  const cards = await repo.createCards(deps.db, count);
  const origin = appOrigin(deps.config);
  const faces = await Promise.all(
    cards.map(async (id) => {
      const url = cardUrl(origin, id);
      return {
        id,
        url,
        qrSvg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
      };
    }),
  );
  const dir = path.join(deps.config.dataDir, 'cards');
  await fs.promises.mkdir(dir, { recursive: true });
  const sheet = path.join(dir, sheetFileName(deps.now));
  const title = `${deps.config.eventName} ${deps.config.eventYear}`;
  await fs.promises.writeFile(sheet, renderCardSheet(title, faces));
  return { cards, sheet };
}

export const listFreeCards = (deps: Pick<AdminDeps, 'db'>): Promise<string[]> => repo.listFreeCards(deps.db);

export type StaffInvitation = { email: string; link: string };

export async function inviteStaff(
  deps: AdminDeps,
  input: { email: string; isAdmin: boolean },
): Promise<StaffInvitation | 'invalid-email' | 'email-taken'> {
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) return 'invalid-email';
  // NOTE: a reset token like any other (stored hashed, 2 hours, once); after that the new staff
  // member sets a password with "Forgot password", which works because the account exists.
  const { token, digest } = newResetToken();
  const outcome = await repo.createStaffAccount(deps.db, {
    email,
    nickname: email.split('@')[0]!.slice(0, 255),
    isAdmin: input.isAdmin,
    // NOTE: not an scrypt string, so verifyPassword() rejects every password until the link is used.
    passwordHash: `unusable$${randomBytes(24).toString('base64url')}`,
    resetToken: digest,
    sentAt: deps.now,
  });
  if (outcome === 'email-taken') return outcome;
  return { email, link: staffSetPasswordLink(appOrigin(deps.config), token) };
}
