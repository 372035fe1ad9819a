// The admin commands, implemented once: POST /api/admin/* (a running server) and the CLI's
// direct mode (server/cli/admin.ts, no server on DATA_DIR) both call these. Cards get a printable
// QR sheet in DATA_DIR/cards/; staff get a set-password link instead of a password.
import { newInvitation, unusableHash } from '../auth/invitations.ts';
import fs from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { SOURCE_LOCALE, type Locale } from '#contract/constants';
import type { Config } from '../config.ts';
import { wordsIn } from '../i18n/messages.ts';
import type { Db, Tx } from '../db/client.ts';
import * as repo from './command-repo.ts';
import { createCards } from '../cards/repo.ts';
import { EMPTY_IDENTITY, readIdentity } from '../event/identity-repo.ts';
import { isValidEmail, normaliseEmail } from '../accounts/rules.ts';
import {
  appOrigin,
  cardUrl,
  renderCardSheet,
  sheetFileName,
  staffSetPasswordLink,
  type CardFace,
} from '../cards/rules.ts';

export type AdminDeps = { db: Db; config: Config; now: Date };

export type IssuedCards = { cards: string[]; sheet: string };

/** QR codes drawn between yields, so a 1,000-card sheet (~1 s of drawing) never stalls the server. */
const QR_PER_TURN = 25;

/**
 * The printable A4 sheet of these cards (cards/rules.ts), their QR codes drawn here. `eventName`:
 * the name the console set (issue 23); EVENT_NAME when absent. `locale`: the organiser's (issue
 * 24); English from the CLI.
 */
export async function cardSheetHtml(
  config: Config,
  ids: readonly string[],
  eventName = config.eventName,
  locale: Locale = SOURCE_LOCALE,
): Promise<string> {
  const origin = appOrigin(config);
  const faces: CardFace[] = [];
  for (const id of ids) {
    if (faces.length > 0 && faces.length % QR_PER_TURN === 0) await new Promise(setImmediate);
    const url = cardUrl(origin, id);
    const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    faces.push({ id, url, qrSvg });
  }
  return renderCardSheet(`${eventName} ${config.eventYear}`, faces, await wordsIn(locale), locale);
}

export async function issueCards(deps: AdminDeps, count: number): Promise<IssuedCards> {
  const cards = await createCards(deps.db, count);
  const dir = path.join(deps.config.dataDir, 'cards');
  await fs.promises.mkdir(dir, { recursive: true });
  const sheet = path.join(dir, sheetFileName(deps.now));
  const { name } = await readIdentity(deps.db).catch(() => EMPTY_IDENTITY);
  await fs.promises.writeFile(sheet, await cardSheetHtml(deps.config, cards, name ?? deps.config.eventName));
  return { cards, sheet };
}

export const listFreeCards = (deps: Pick<AdminDeps, 'db'>): Promise<string[]> => repo.listFreeCards(deps.db);

export type StaffInvitation = { email: string; link: string; expiresAt: Date };

/** `onCreated` runs in the creating transaction (the console records its audit entry there). */
export async function inviteStaff(
  deps: AdminDeps,
  input: { email: string; isAdmin: boolean },
  onCreated?: (tx: Tx, created: repo.CreatedStaff) => Promise<void>,
): Promise<StaffInvitation | 'invalid-email' | 'email-taken'> {
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) return 'invalid-email';
  // NOTE: once the link's INVITATION_LINK_DAYS are over, an admin makes a new one in the console,
  // or the new staff member sets a password with "Forgot password" (the account exists).
  const { token, ...invitation } = newInvitation(deps.now);
  const outcome = await repo.createStaffAccount(
    deps.db,
    {
      email,
      nickname: email.split('@')[0]!.slice(0, 255),
      isAdmin: input.isAdmin,
      passwordHash: unusableHash(),
      invitation,
    },
    onCreated,
  );
  if (outcome === 'email-taken') return outcome;
  return {
    email,
    link: staffSetPasswordLink(appOrigin(deps.config), token),
    expiresAt: invitation.expiresAt,
  };
}
